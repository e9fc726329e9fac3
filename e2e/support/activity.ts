import type { Locator, Page } from '@playwright/test';
import { expect, h1 } from '../fixtures';

/** The activity log's entries, newest first (the owner's /activity and the site admin's /admin/activity alike). */
export const activityList = (page: Page) => page.getByRole('list', { name: 'Activity, newest first' });

/** The signed-in owner's own log. */
export async function openOwnActivity(page: Page): Promise<Locator> {
  await page.goto('/activity');
  await expect(h1(page, 'Activity')).toBeVisible();
  return activityList(page);
}

/**
 * The site admin's log narrowed to one account, by its name: the test's own (uniqueCompany), since other workers
 * write activity of their accounts at the same time. For an account whose owner cannot sign in (closed).
 */
export async function openAccountActivity(page: Page, accountName: string): Promise<Locator> {
  await page.goto('/admin/activity');
  await expect(h1(page, 'Activity')).toBeVisible();
  await page.getByLabel('Account', { exact: true }).selectOption({ label: accountName });
  return activityList(page);
}

/** The log holds exactly one entry that says this, in the words the screen uses. */
export async function expectActivity(list: Locator, says: string | RegExp): Promise<void> {
  await expect(list.getByRole('listitem').filter({ hasText: says })).toHaveCount(1);
}
