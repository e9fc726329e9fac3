import { endpoints } from '@persona/shared';
import type { Browser, Page } from '@playwright/test';
import { env, expect, expectAlert, expectOops, h1, test } from './fixtures';
import { expectActivity, openOwnActivity } from './support/activity';
import { apiOk } from './support/api';
import { adminToken, joinViaApi, registerViaApi, signInPage, storeSession, uniqueEmail, type RegisteredUser } from './support/api-session';

/** The people of one account as its Team screen shows them: its owner and their teammate, each in a browser of their own. */
async function team(page: Page) {
  const owner = await registerViaApi(page.request, { active: true, company: 'Owner Co', name: 'Olga', lastname: 'Owner' });
  const teammate = await joinViaApi(page.request, owner);
  return { owner, teammate };
}

async function openTeam(page: Page, who: RegisteredUser) {
  await signInPage(page, who.email, who.password);
  await page.goto('/settings/team');
  await expect(h1(page, 'Team')).toBeVisible();
  return page.getByRole('region', { name: 'Active Users' });
}

/** A second browser (its own storage, so its own session). */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL') });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Confirms the 'Danger zone'-style question with its button. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText(title);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

const signInScreen = (page: Page) => page.getByRole('heading', { level: 2, name: 'Log In' });

test('an owner removes a member whose open page then lands on sign-in; they sign in again to no account', async ({ page, browser }) => {
  const { owner, teammate } = await team(page);
  const other = await secondBrowser(browser);
  const teammateUsers = await openTeam(other.page, teammate);
  await expect(teammateUsers.getByText('Tess Teammate (you)')).toBeVisible();
  // A member sees who owns the account, and no owner's actions.
  await expect(teammateUsers.getByRole('listitem').filter({ hasText: 'Olga Owner' }).getByText('Owner', { exact: true })).toBeVisible();
  await expect(teammateUsers.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  const users = await openTeam(page, owner);
  await expect(users.getByRole('button', { name: 'Leave account' })).toHaveCount(0);
  await users.getByRole('button', { name: 'Remove Tess Teammate' }).click();
  await confirm(page, 'Remove member', 'Remove');
  await expectAlert(page, 'Tess Teammate was removed from the account.');
  await expect(users.getByText('Tess Teammate')).toHaveCount(0);
  await expectActivity(await openOwnActivity(page), `Olga Owner removed Tess Teammate (${teammate.email})`);

  // The removed member's page, left open and idle, notices within seconds.
  await expect(signInScreen(other.page)).toBeVisible({ timeout: 20_000 });
  await other.page.getByLabel('Email').fill(teammate.email);
  await other.page.getByLabel('Password').fill(teammate.password);
  await other.page.getByRole('button', { name: 'Log In' }).click();
  await expect(other.page.getByText('One last step')).toBeVisible();
  await other.close();
});

test('a member leaves the account and is signed out; the owner reads it in the activity', async ({ page, browser }) => {
  const { owner, teammate } = await team(page);
  const users = await openTeam(page, teammate);
  await expect(users.getByRole('button', { name: 'Leave account' })).toHaveCount(1);
  await users.getByRole('button', { name: 'Leave account' }).click();
  await confirm(page, 'Leave account', 'Leave');
  await expect(signInScreen(page)).toBeVisible();
  const left = await apiOk(page.request, endpoints.listAccountUsers, { params: { id: owner.accountId }, token: owner.token });
  expect(left.map((user) => user.email)).toEqual([owner.email]);

  const ownerBrowser = await secondBrowser(browser);
  await storeSession(ownerBrowser.page, owner.token, owner.email);
  await expectActivity(await openOwnActivity(ownerBrowser.page), 'Tess Teammate left the team');
  await ownerBrowser.close();
});

test('the owner hands the account on; a stale page is told why it may not remove; invitations are revoked', async ({ page }) => {
  const { owner, teammate } = await team(page);
  const invitee = uniqueEmail('revoked');
  await apiOk(page.request, endpoints.invite, { body: { accountId: owner.accountId, email: invitee }, token: owner.token });
  const users = await openTeam(page, owner);

  const pending = page.getByRole('region', { name: 'Pending Invitations' });
  await pending.getByRole('button', { name: `Revoke ${invitee}` }).click();
  await confirm(page, 'Revoke invitation', 'Revoke');
  await expectAlert(page, `The invitation to ${invitee} was revoked.`);
  await expect(pending.getByText(invitee)).toHaveCount(0);

  // A site admin hands the account to the teammate behind this page's back: the page is told why it may not remove.
  const handTo = async (userId: string) =>
    apiOk(page.request, endpoints.adminTransferOwnership, { params: { id: owner.accountId }, body: { userId }, token: await adminToken(page.request) });
  await handTo(teammate.userId);
  await users.getByRole('button', { name: 'Remove Tess Teammate' }).click();
  await confirm(page, 'Remove member', 'Remove');
  await expectOops(page, 'Only the account owner can do this.');

  await handTo(owner.userId);
  // The owner's activity says what they and the site admin did.
  const activity = await openOwnActivity(page);
  await expectActivity(activity, `Olga Owner revoked the invitation of ${invitee}`);
  await expectActivity(activity, `(site admin) handed the ownership of the account to ${teammate.email}`);
  await expectActivity(activity, `(site admin) handed the ownership of the account to ${owner.email}`);
  await page.goto('/settings/team');
  await users.getByRole('button', { name: 'Make owner Tess Teammate' }).click();
  await confirm(page, 'Hand over the account', 'Make owner');
  await expectAlert(page, 'Tess Teammate is now the owner of the account.');
  await expect(users.getByRole('listitem').filter({ hasText: 'Tess Teammate' }).getByText('Owner', { exact: true })).toBeVisible();
  await expect(users.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(users.getByRole('button', { name: 'Leave account' })).toBeVisible();
});
