import type { Page } from '@playwright/test';
import { endpoints } from '@persona/shared';
import { expect, h1, test } from './fixtures';
import { apiOk } from './support/api';
import { adminToken, storeSession } from './support/api-session';
import { customerWithOrder } from './support/order-setup';

/**
 * The numbers (issue 35): the Admin Panel's counts, the credit balance and ledger after an order, the Overdue mark on
 * a late order (member and admin, on the page's clock moved past the expected delivery), and Inter shipped with the app.
 */

const DAY = 86_400_000;

/** Inter is loaded from the app's own files: a face named Inter loads, and 16px Inter is then ready. */
async function expectInterLoaded(page: Page): Promise<void> {
  const faces = await page.evaluate(async () => (await document.fonts.load('16px Inter')).map((face) => face.status));
  expect(faces).toContain('loaded');
  expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
}

test('a late order reads Overdue for its customer and the admin; the ledger and balance follow the order; the hub counts', async ({ page, browser, baseURL }) => {
  const customer = await customerWithOrder(page.request, 'Late');
  const { order } = customer;
  const label = `${order.company} - ${order.campaign}`;
  // Three days past the expected delivery, the order still undelivered.
  await page.clock.install({ time: order.expectedDelivery + 3 * DAY });
  await storeSession(page, customer.token, customer.email);

  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await expectInterLoaded(page);

  // Membership: the plan and balance summary (no warning box), and the ledger: the opening credit, then the order's charge.
  await page.goto('/settings/membership');
  await expect(h1(page, 'Membership')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your plan' });
  await expect(summary.getByTestId('credit-balance')).toHaveText('0');
  await expect(summary.getByRole('img', { name: /^Credit balance since .*: from 0 to 0 now \(highest 1\)\.$/ })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Credit history of your account' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([/.+/, '\u22121', 'Blueprint order', '0']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([/.+/, '+1', 'Account opened', '1']);
  await expect(summary).not.toHaveClass(/amber/);

  // The admin: the hub's counts (the API's own figures; the order is open), then the Overdue mark on the delivery list.
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    const token = await adminToken(page.request);
    await admin.clock.install({ time: order.expectedDelivery + 3 * DAY });
    await storeSession(admin, token, (await apiOk(page.request, endpoints.getMe, { token })).user!.email);
    await admin.goto('/admin');
    await expect(h1(admin, 'Admin Panel')).toBeVisible();
    const main = admin.getByRole('main');
    const ordersTile = main.getByRole('link', { name: /^Orders\b/ });
    await expect(ordersTile.locator('[data-figure="open"]')).toHaveText(/^\d[\d,]*open$/);
    const open = Number((await ordersTile.locator('[data-figure="open"] > span').first().textContent())!.replace(/,/g, ''));
    expect(open).toBeGreaterThanOrEqual(1);
    await expect(ordersTile.locator('[data-figure="overdue"]')).toHaveText(/^\d[\d,]*overdue$/);
    await expect(main.getByRole('link', { name: /^Accounts\b/ }).locator('[data-figure="inactive"]')).toHaveText(/^\d[\d,]*inactive$/);
    await expect(main.getByRole('link', { name: /^Users\b/ }).locator('[data-figure="users"]')).toHaveText(/^\d[\d,]*users$/);

    await ordersTile.click();
    await expect(admin.getByRole('article', { name: label }).getByText('Overdue', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
