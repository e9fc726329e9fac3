import { endpoints, MESSAGES, type EndpointDefinition } from '@persona/shared';
import type { Page } from '@playwright/test';
import { expect, expectOops, h1, test } from './fixtures';
import { isCall, routePattern } from './support/api';
import { adminCredentials, registerViaApi, signInPage, uniqueCompany } from './support/api-session';

/**
 * The Admin screens (spec section 2, Admin; sections 4 and 6). Other specs register accounts at the same time,
 * so every test finds its own rows by a company name or email no one else uses.
 */

const pendingList = (page: Page) => page.getByRole('region', { name: /^Accounts Pending Activation \(\d+\)$/ });
const activeList = (page: Page) => page.getByRole('region', { name: /^Active Accounts \(\d+\)$/ });
const enabledSwitch = (scope: Page | ReturnType<Page['getByRole']>, company: string) =>
  scope.getByRole('switch', { name: `Enabled ${company}`, exact: true });
/** Named by its number, then what it does (the visible text leads the accessible name). */
const creditsButton = (page: Page, company: string) =>
  page.getByRole('button', { name: new RegExp(`^\\d+ Edit credits ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
/** The number the credits button shows (its name also says what it does). */
const creditsShown = (page: Page, company: string) => creditsButton(page, company).getByTestId('credits-value');
const creditsInput = (page: Page, company: string) => page.getByRole('textbox', { name: `Credits ${company}`, exact: true });
const adminSwitch = (page: Page, email: string) => page.getByRole('switch', { name: `Admin ${email}`, exact: true });

async function openAsAdmin(page: Page, path: string, title: string) {
  const { email, password } = adminCredentials();
  await signInPage(page, email, password);
  await page.goto(path);
  await expect(h1(page, title)).toBeVisible();
}

/** Counts the calls to these endpoints (method and pathname) made by the page. */
function countCalls(page: Page, ...targets: EndpointDefinition[]) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (targets.some((endpoint) => isCall(request, endpoint))) calls.push(request.url());
  });
  return calls;
}

test('an admin activates a pending account, and its user then reaches the portal', async ({ page, browser, baseURL, request }) => {
  const company = uniqueCompany('Pending');
  const member = await registerViaApi(request, { company });
  await openAsAdmin(page, '/admin/accounts', 'Accounts');

  const pending = enabledSwitch(pendingList(page), company);
  await expect(pending).toHaveAttribute('aria-checked', 'false');
  await expect(enabledSwitch(activeList(page), company)).toHaveCount(0);

  // The account's users, from the one all-users call.
  const row = pendingList(page).getByRole('listitem').filter({ has: enabledSwitch(page, company) });
  const users = row.getByRole('button', { name: `Users of ${company} (1)` });
  await expect(users).toHaveAttribute('aria-expanded', 'false');
  await users.click();
  await expect(users).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByText(member.email, { exact: true })).toBeVisible();
  await expect(row.getByText('Test User', { exact: true })).toBeVisible();

  await pending.click();
  await expect(enabledSwitch(activeList(page), company)).toHaveAttribute('aria-checked', 'true');
  await expect(enabledSwitch(pendingList(page), company)).toHaveCount(0);
  await page.reload();
  await expect(enabledSwitch(activeList(page), company)).toHaveAttribute('aria-checked', 'true');

  const context = await browser.newContext({ baseURL });
  try {
    const memberPage = await context.newPage();
    await signInPage(memberPage, member.email, member.password);
    await memberPage.goto('/');
    await expect(h1(memberPage, 'Avatar Library')).toBeVisible();
    await expect(memberPage.getByText(MESSAGES.notActivated)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an admin sets credits with Enter, and they persist', async ({ page, request }) => {
  const company = uniqueCompany('Credits');
  await registerViaApi(request, { company, active: true });
  await openAsAdmin(page, '/admin/accounts', 'Accounts');

  const value = creditsButton(page, company);
  await expect(value.getByTestId('credits-value')).toHaveText('1');
  await value.click();
  const input = creditsInput(page, company);
  await expect(input).toBeFocused();
  await input.fill('25');
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(value.getByTestId('credits-value')).toHaveText('25');
  await expect(value).toBeFocused();

  await page.reload();
  await expect(creditsShown(page, company)).toHaveText('25');
});

test('Escape cancels a credits edit and keeps the old value', async ({ page, request }) => {
  const company = uniqueCompany('Escape');
  await registerViaApi(request, { company, active: true });
  await openAsAdmin(page, '/admin/accounts', 'Accounts');
  const setCredits = countCalls(page, endpoints.setCredits);

  await creditsButton(page, company).click();
  const input = creditsInput(page, company);
  await input.fill('99');
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(creditsShown(page, company)).toHaveText('1');
  expect(setCredits).toEqual([]);

  await page.reload();
  await expect(creditsShown(page, company)).toHaveText('1');
});

test('a credits value that is not a number is refused without a call; the API refuses a negative one', async ({ page, request }) => {
  const company = uniqueCompany('Numbers');
  await registerViaApi(request, { company, active: true });
  await openAsAdmin(page, '/admin/accounts', 'Accounts');
  const setCredits = countCalls(page, endpoints.setCredits);

  await creditsButton(page, company).click();
  const input = creditsInput(page, company);
  await input.fill('ten');
  await input.press('Enter');
  await expectOops(page, MESSAGES.notANumber);
  expect(setCredits).toEqual([]);

  // Still editing: the admin can correct the value; the API's own refusal is shown as it words it.
  await input.fill('-5');
  await input.press('Enter');
  const refusal = page.getByRole('dialog');
  await expect(refusal.locator('.swal2-title')).toHaveText(MESSAGES.alertTitle);
  await expect(refusal.locator('.swal2-html-container')).toContainText('Credits cannot be negative.');
  await refusal.getByRole('button', { name: 'Ok' }).click();
  expect(setCredits).toHaveLength(1);
  await input.press('Escape');
  await expect(creditsShown(page, company)).toHaveText('1');
});

test('an admin grants and revokes admin rights of another user', async ({ page, request }) => {
  const member = await registerViaApi(request, { company: uniqueCompany('Rights'), active: true });
  await openAsAdmin(page, '/admin/users', 'Users');

  const toggle = adminSwitch(page, member.email);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test("a refused admin change shows the fixed text and the API's reason", async ({ page, request }) => {
  const member = await registerViaApi(request, { company: uniqueCompany('Refused'), active: true });
  const reason = 'You are the last site admin: make someone else an admin before giving up the right.';
  await page.route(routePattern(endpoints.setAdmin, { accountId: member.accountId }), (route) =>
    route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: reason } } }),
  );
  await openAsAdmin(page, '/admin/users', 'Users');

  const toggle = adminSwitch(page, member.email);
  await toggle.click();
  await expectOops(page, `${MESSAGES.usersStatusFailed} ${reason}`);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('failed loads show the fixed messages', async ({ page }) => {
  const failure = { status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } };
  await page.route(routePattern(endpoints.listAccounts), (route) => route.fulfill(failure));
  await page.route(routePattern(endpoints.listUsers), (route) => route.fulfill(failure));

  await openAsAdmin(page, '/admin/accounts', 'Accounts');
  await expectOops(page, MESSAGES.accountsFetchFailed);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.accountsFetchFailed);
  await page.getByRole('button', { name: 'Try Again' }).click(); // fails again: alerts again
  await expectOops(page, MESSAGES.accountsFetchFailed);
  await page.goto('/admin/users');
  await expect(h1(page, 'Users')).toBeVisible();
  await expectOops(page, MESSAGES.usersFetchFailed);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.usersFetchFailed);
});

test('a non-admin who opens /admin/accounts gets a clear page and no account data', async ({ page, request }) => {
  const member = await registerViaApi(request, { company: uniqueCompany('Visitor'), active: true });
  const adminCalls = countCalls(page, endpoints.listAccounts, endpoints.listUsers);
  await signInPage(page, member.email, member.password);
  await page.goto('/admin/accounts');

  await expect(h1(page, 'Admin Panel')).toBeVisible();
  await expect(page.getByText('This section is for site admins.', { exact: true })).toBeVisible();
  await expect(h1(page, 'Accounts')).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Accounts/ })).toHaveCount(0);
  expect(adminCalls).toEqual([]);

  await page.getByRole('link', { name: 'Back to the Avatar Library' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(h1(page, 'Avatar Library')).toBeVisible();
});
