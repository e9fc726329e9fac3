import { expect, type Page } from '@playwright/test';
import { PRODUCT } from './order-setup';

/** Opens /create and walks the wizard to step 3 (its context and research) for the company and campaign. */
export async function wizardAtResearch(page: Page, company: string, campaign: string): Promise<void> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await page.goto('/create');
  await button('Order Blueprint').click();
  await page.getByLabel('Company', { exact: true }).selectOption({ label: company });
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: campaign });
  await button('Next').click();
  await page.getByLabel('Product description').fill(PRODUCT);
  await button('Next').click();
  await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
}
