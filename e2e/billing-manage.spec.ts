import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, MESSAGES } from '@persona/shared';
import { atPath, expect, expectOops, h1, longDate, test } from './fixtures';
import { expectActivity, openOwnActivity } from './support/activity';
import { apiOk, routePattern } from './support/api';
import { registerViaApi, signInPage, uniqueCompany, type RegisteredUser } from './support/api-session';

/**
 * Manage on the current plan with the built-in test driver (the e2e portal has no Stripe key): its page stands in
 * for Stripe's customer portal, and each action goes through the same event handling as Stripe's webhook.
 */

const planCard = (page: Page, name: string) => page.getByRole('region', { name: 'Plans' }).getByRole('article', { name, exact: true });
const status = (page: Page) => page.getByTestId('plan-status');

async function signedInMember(page: Page, label: string): Promise<RegisteredUser> {
  const member = await registerViaApi(page.request, { company: uniqueCompany(label), active: true });
  await signInPage(page, member.email, member.password);
  return member;
}

const planOf = (request: APIRequestContext, member: RegisteredUser) => apiOk(request, endpoints.getCurrentPlan, { params: { id: member.accountId }, token: member.token });

/** A plan bought through the test checkout, by the API (the buying screens have their own tests). */
async function buyByApi(request: APIRequestContext, member: RegisteredUser, productId: string): Promise<void> {
  const { url } = await apiOk(request, endpoints.createCheckout, { body: { accountId: member.accountId, productId }, token: member.token });
  await apiOk(request, endpoints.payTestCheckout, { params: { id: url.split('/').pop() ?? '' }, token: member.token });
}

async function openMembership(page: Page): Promise<void> {
  await page.goto('/settings/membership');
  await expect(h1(page, 'Membership')).toBeVisible();
  await expect(planCard(page, 'Studio')).toBeVisible();
}

test('Manage on the test driver cancels at period end and the page says until when; Resume renews again', async ({ page, request }) => {
  const member = await signedInMember(page, 'Manager');
  await openMembership(page);
  await planCard(page, 'Accelerator').getByRole('button', { name: /^Buy\b/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.paymentSuccessful, exact: true })).toBeVisible();

  const periodEnd = (await planOf(request, member)).subscription?.currentPeriodEnd;
  expect(periodEnd).toBeGreaterThan(Date.now());
  const until = longDate(periodEnd!);
  await openMembership(page);
  // The current plan's card: Current Plan, and Manage instead of Buy.
  const card = planCard(page, 'Accelerator');
  await expect(card.getByText('Current Plan', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Buy\b/ })).toHaveCount(0);
  await expect(status(page)).toHaveText(`Renews on ${until}`);
  const invoices = page.getByRole('table', { name: 'Last invoices of your account' }).locator('tbody tr');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first().getByRole('cell').nth(1)).toHaveText('$250.00');
  await expect(invoices.first().getByRole('cell').nth(2)).toHaveText('Paid');

  await card.getByRole('button', { name: 'Manage the Accelerator plan' }).click();
  await expect(page).toHaveURL(atPath('/billing/test'));
  await expect(h1(page, 'Manage plan')).toBeVisible();
  await expect(page.getByText('Test payments: no money moves and no card is charged.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel at period end', exact: true }).click();
  await expect(status(page)).toHaveText(`Cancelled: your plan stays active until ${until}`);
  expect((await planOf(request, member)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });

  await page.getByRole('link', { name: 'Back to Membership' }).click();
  await expect(page).toHaveURL(atPath('/settings/membership'));
  await expect(status(page)).toHaveText(`Cancelled: your plan stays active until ${until}`);
  // Still the plan until then.
  await expect(planCard(page, 'Accelerator').getByText('Current Plan', { exact: true })).toBeVisible();

  await planCard(page, 'Accelerator').getByRole('button', { name: 'Manage the Accelerator plan' }).click();
  await page.getByRole('button', { name: 'Resume plan', exact: true }).click();
  await expect(status(page)).toHaveText(`Renews on ${until}`);
  await expect(page.getByRole('button', { name: 'Cancel at period end', exact: true })).toBeVisible();
  expect((await planOf(request, member)).subscription?.cancelAtPeriodEnd).toBe(false);

  // The owner's activity says each step, by the portal (the payment provider does not say who).
  const activity = await openOwnActivity(page);
  await expectActivity(activity, 'Portal: plan changed from no plan to Accelerator');
  await expectActivity(activity, `Portal: plan Accelerator cancelled at the end of the billing period (active until ${until})`);
  await expectActivity(activity, 'Portal: plan Accelerator resumed');
});

test('a failed payment is shown past due on Membership with its invoice; Pay now settles it and grants the month', async ({ page, request }) => {
  const member = await signedInMember(page, 'Overdue');
  await buyByApi(request, member, 'studio');
  await page.goto('/billing/test');
  await expect(h1(page, 'Manage plan')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate a failed payment', exact: true }).click();
  await expect(status(page)).toHaveText('Payment failed: your plan is past due. No credits are added until it is paid.');

  await page.getByRole('link', { name: 'Back to Membership' }).click();
  await expect(status(page)).toHaveText('Payment failed: your plan is past due. No credits are added until it is paid.');
  // The purchase's invoice and the failed one may carry the same second (invoices are dated to the second, as
  // Stripe's): the failed one is found by its status, not by its place in the list.
  const invoices = page.getByRole('table', { name: 'Last invoices of your account' }).locator('tbody tr');
  const withStatus = (text: string) => invoices.filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  await expect(invoices).toHaveCount(2);
  await expect(withStatus('Payment failed')).toHaveCount(1);
  const credits = Number(await page.getByTestId('credit-balance').textContent());

  await planCard(page, 'Studio').getByRole('button', { name: 'Manage the Studio plan' }).click();
  await page.getByRole('button', { name: 'Pay now', exact: true }).click();
  await expect(status(page)).toHaveText(/^Renews on /);
  await page.getByRole('link', { name: 'Back to Membership' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText(String(credits + 1));
  await expect(withStatus('Paid')).toHaveCount(2);
  await expectActivity(await openOwnActivity(page), 'Portal: payment failed for the plan Studio');
});

test('a refused Manage or test-driver action is alerted with its message, and the plan stays as it was', async ({ page, request }) => {
  const member = await signedInMember(page, 'Refused');
  await buyByApi(request, member, 'studio');
  const refusal = (code: string, message: string, httpStatus: number) => ({ status: httpStatus, contentType: 'application/json', body: JSON.stringify({ error: { code, message } }) });

  await page.route(routePattern(endpoints.openBillingPortal, { id: member.accountId }), (route) =>
    route.fulfill(refusal('PAYMENTS_FAILED', 'The payment service could not be reached. Please try again in a moment.', 502)),
  );
  await openMembership(page);
  await planCard(page, 'Studio').getByRole('button', { name: 'Manage the Studio plan' }).click();
  await expectOops(page, 'The payment service could not be reached. Please try again in a moment.');
  await expect(page).toHaveURL(atPath('/settings/membership'));
  await expect(planCard(page, 'Studio').getByRole('button', { name: 'Manage the Studio plan' })).toBeEnabled();

  await page.route(routePattern(endpoints.manageTestSubscription, { id: member.accountId }), (route) =>
    route.fulfill(refusal('UNAVAILABLE', 'The service is unavailable right now. Please try again.', 503)),
  );
  await page.goto('/billing/test');
  await page.getByRole('button', { name: 'Cancel at period end', exact: true }).click();
  await expectOops(page, 'The service is unavailable right now. Please try again.');
  await expect(status(page)).toHaveText(/^Renews on /);
  await expect(page.getByRole('button', { name: 'Cancel at period end', exact: true })).toBeEnabled();
  expect((await planOf(request, member)).subscription?.cancelAtPeriodEnd).toBe(false);
});

test('without a plan the test driver’s page says there is nothing to manage', async ({ page }) => {
  await signedInMember(page, 'Planless');
  await page.goto('/billing/test');
  await expect(page.getByText('Your account has no plan to manage.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Membership' }).click();
  await expect(page).toHaveURL(atPath('/settings/membership'));
});
