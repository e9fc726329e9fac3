import { endpoints } from '@persona/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { URI } from 'otpauth';
import { env, expect, expectAlert, expectOops, h1, portalCaller, sidebar, test } from './fixtures';
import { apiOk, routePattern } from './support/api';
import { adminToken, joinViaApi, registerViaApi, signInPage, adminCredentials, uniqueCompany, type RegisteredUser } from './support/api-session';

/**
 * An account's people on the Admin Panel's Accounts screen: a site admin hands an account on, removes a member and
 * resets a locked-out user's two-factor sign-in. Other specs register accounts at the same time, so every test
 * filters the list down to a company name no one else uses.
 */

const signInAsAdmin = (page: Page) => signInPage(page, adminCredentials().email, adminCredentials().password);

/** Opens /admin/accounts, filtered to the company, with its users shown; answers that users list. */
async function openAccountUsers(page: Page, company: string, count: number) {
  await page.goto('/admin/accounts');
  await expect(h1(page, 'Accounts')).toBeVisible();
  await page.getByLabel('Filter accounts').fill(company);
  const toggle = page.getByRole('button', { name: `Users of ${company} (${count})` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

/** Answers the 'Danger zone'-style question with its button. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText(title);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

const person = (users: ReturnType<Page['locator']>, name: string) => users.getByRole('listitem').filter({ hasText: name });

/** Enrols the user in two-factor sign-in through the API, as the Security screen does (the password, then a first code). */
async function enrolTwoFactor(request: APIRequestContext, user: RegisteredUser): Promise<void> {
  const call = portalCaller(request);
  const { totpURI } = await call(endpoints.enableTwoFactor, { body: { password: user.password }, token: user.token });
  await call(endpoints.confirmTwoFactor, { body: { code: URI.parse(totpURI).generate() }, token: user.token });
}

/** Signs in on the Log In screen of a browser of its own (its own storage, so no admin session). */
async function signInElsewhere(browser: Browser, user: RegisteredUser) {
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL') });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  return { page, close: () => context.close() };
}

test('an admin hands an account on and removes members; a stale page is told why it may not', async ({ page }) => {
  const company = uniqueCompany('People');
  const owner = await registerViaApi(page.request, { active: true, company, name: 'Olga', lastname: 'Owner' });
  await joinViaApi(page.request, owner);
  const third = await joinViaApi(page.request, owner, { name: 'Max', lastname: 'Member' });
  await signInAsAdmin(page);
  const users = await openAccountUsers(page, company, 3);

  // The owner is marked and has no actions of their own; the others may be made owner or removed.
  await expect(person(users, 'Olga Owner').getByText('Owner', { exact: true })).toBeVisible();
  await expect(users.getByRole('button', { name: 'Remove Olga Owner' })).toHaveCount(0);
  await users.getByRole('button', { name: 'Make owner Tess Teammate' }).click();
  await confirm(page, 'Hand over the account', 'Make owner');
  await expectAlert(page, 'Tess Teammate is now the owner of the account.');
  await expect(person(users, 'Tess Teammate').getByText('Owner', { exact: true })).toBeVisible();
  await expect(users.getByRole('button', { name: 'Remove Tess Teammate' })).toHaveCount(0);

  // Ownership goes back to Olga behind this page's back: removing her, as the page still offers, is refused with the reason.
  const token = await adminToken(page.request);
  await apiOk(page.request, endpoints.adminTransferOwnership, { params: { id: owner.accountId }, body: { userId: owner.userId }, token });
  await users.getByRole('button', { name: 'Remove Olga Owner' }).click();
  await confirm(page, 'Remove member', 'Remove');
  await expectOops(page, 'The account owner cannot be removed or leave: make another member the owner first.');

  // Max has already been removed elsewhere: the page is told he is no member.
  await apiOk(page.request, endpoints.adminRemoveMember, { params: { id: owner.accountId, userId: third.userId }, token });
  await users.getByRole('button', { name: 'Remove Max Member' }).click();
  await confirm(page, 'Remove member', 'Remove');
  await expectOops(page, 'This person is not a member of this account.');

  // Afresh, the admin removes Tess: Olga is left, the owner.
  const fresh = await openAccountUsers(page, company, 2);
  await fresh.getByRole('button', { name: 'Remove Tess Teammate' }).click();
  await confirm(page, 'Remove member', 'Remove');
  await expectAlert(page, 'Tess Teammate was removed from the account.');
  await expect(page.getByRole('button', { name: `Users of ${company} (1)` })).toBeVisible();
  await expect(fresh.getByText('Tess Teammate')).toHaveCount(0);
  await expect(person(fresh, 'Olga Owner').getByText('Owner', { exact: true })).toBeVisible();
  const left = await apiOk(page.request, endpoints.listAccountUsers, { params: { id: owner.accountId }, token: owner.token });
  expect(left.map((user) => user.email)).toEqual([owner.email]);
});

test('an admin resets a locked-out user’s two-factor sign-in, who then signs in with the password alone', async ({ page, browser }) => {
  const company = uniqueCompany('Locked');
  const locked = await registerViaApi(page.request, { active: true, company, name: 'Lena', lastname: 'Locked' });
  const teammate = await joinViaApi(page.request, locked);
  await enrolTwoFactor(page.request, locked);

  // Before: the password alone is not enough.
  const before = await signInElsewhere(browser, locked);
  await expect(before.page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
  await before.close();

  // Only the user who has it on gets the button, on the Users screen (named by the email) and under her account.
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(h1(page, 'Users')).toBeVisible();
  const onUsers = page.getByRole('button', { name: `Reset two-factor sign-in ${locked.email}`, exact: true });
  await expect(onUsers).toBeVisible();
  await expect(page.getByRole('button', { name: `Reset two-factor sign-in ${teammate.email}`, exact: true })).toHaveCount(0);
  const users = await openAccountUsers(page, company, 2);
  const reset = users.getByRole('button', { name: 'Reset two-factor sign-in Lena Locked' });
  await expect(reset).toHaveText('Reset two-factor sign-in');
  await expect(users.getByRole('button', { name: 'Reset two-factor sign-in Tess Teammate' })).toHaveCount(0);

  // The API's refusal (a user deleted meanwhile) is shown as it says it; nothing changes.
  const once = routePattern(endpoints.resetTwoFactor, { id: locked.userId });
  await page.route(once, (route) => route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'This user does not exist.' } } }), { times: 1 });
  await reset.click();
  await confirm(page, 'Reset two-factor sign-in', 'Reset');
  await expectOops(page, 'This user does not exist.');
  await expect(reset).toBeVisible();

  // Cancelled, nothing happens; confirmed, it is off and the button goes.
  await reset.click();
  await confirm(page, 'Reset two-factor sign-in', 'Cancel');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(reset).toBeVisible();
  await reset.click();
  await confirm(page, 'Reset two-factor sign-in', 'Reset');
  await expectAlert(page, 'Two-factor sign-in is off for Lena Locked: they can sign in with their password.');
  await expect(reset).toHaveCount(0);

  // The Users screen agrees: no reset for her any more.
  await page.goto('/admin/users');
  await expect(h1(page, 'Users')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Admin ${locked.email}`, exact: true })).toBeVisible();
  await expect(onUsers).toHaveCount(0);

  // After: the password alone signs her in.
  const after = await signInElsewhere(browser, locked);
  await expect(sidebar(after.page)).toBeVisible();
  await expect(after.page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toHaveCount(0);
  await after.close();
});
