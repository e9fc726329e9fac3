import type { Page } from '@playwright/test';
import { MESSAGES } from '@persona/shared';
import { expect, h1, sidebar, test, uniqueEmail } from './fixtures';
import { startPortal, type RunningPortal } from './support/portal-server';

/**
 * A newcomer's start: a portal with no APP_URL and no Google settings, opened at its loopback addresses.
 * Its own server, so that the shared portal's settings (APP_URL, the mock Google provider) stay out of it.
 */
let portal: RunningPortal;
test.beforeAll(async () => {
  portal = await startPortal({ APP_URL: '', AUTH_RATE_LIMIT_IP_MAX: '100000' });
});
test.afterAll(async () => {
  await portal?.stop();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function signUpAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await expect(h1(page, 'Welcome')).toBeVisible();
  await expect(button(page, 'Continue with Google')).toHaveCount(0); // Google is not configured
  await button(page, 'Need an account? Sign Up').click();
  const password = 'newcomer-password-1';
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('newcomer'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password', { exact: true }).fill(password);
  await button(page, 'Continue').click();
  await page.getByLabel('First Name', { exact: true }).fill('olivia');
  await page.getByLabel('Last Name', { exact: true }).fill('owner');
  await page.getByLabel('Company', { exact: true }).fill('acme labs');
  await button(page, 'Sign Up').click();
  // The first user of an instance is its admin, with an active account; later ones wait for activation.
  await expect(sidebar(page)).toBeVisible();
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`signs up at http://${host}:PORT with no APP_URL set`, async ({ page }) => {
    const origin = portal.baseUrl.replace('127.0.0.1', host);
    await signUpAt(page, origin);
    await expect(page.getByText(MESSAGES.notActivated, { exact: true }).or(h1(page, 'Avatar Library'))).toBeVisible();
  });
}
