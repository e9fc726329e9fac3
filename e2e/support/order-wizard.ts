import { expect, type Page } from '@playwright/test';
import { endpoints } from '@persona/shared';
import { apiOk } from './api';
import { registerViaApi, storeSession, type RegisteredUser } from './api-session';
import { PRODUCT } from './order-setup';

/** A member of a new, active account with the company and its campaign, signed in on the page. */
export async function customerWithCampaign(page: Page, company: string, campaign: string): Promise<RegisteredUser> {
  const customer = await registerViaApi(page.request, { active: true, name: 'Olivia' });
  const { token } = customer;
  const companyId = (await apiOk(page.request, endpoints.createCompany, { body: { accountId: customer.accountId, displayName: company }, token })).id;
  await apiOk(page.request, endpoints.createCampaign, { body: { companyId, displayName: campaign }, token });
  await storeSession(page, token, customer.email);
  return customer;
}

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
