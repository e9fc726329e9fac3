import { endpoints } from '@persona/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, h1, sidebar, test, uniqueEmail } from './fixtures';
import { activityList } from './support/activity';
import { apiOk } from './support/api';
import { adminToken, registerViaApi, storeSession, uniqueCompany, type RegisteredUser } from './support/api-session';

/** A second member of the owner's account (invited, signed up, joined): not its owner. */
async function teammateOf(request: APIRequestContext, owner: RegisteredUser) {
  const email = uniqueEmail('teammate');
  const invitation = await apiOk(request, endpoints.invite, { body: { accountId: owner.accountId, email }, token: owner.token });
  const identity = await apiOk(request, endpoints.signUpWithEmail, { body: { email, password: 'password-123', name: 'Tim', lastname: 'Mate' } });
  await apiOk(request, endpoints.joinAccount, { params: { id: owner.accountId }, body: { userId: identity.user.id, token: invitation.token }, token: identity.token });
  return { email, token: identity.token };
}

let owner: RegisteredUser;
let ownerCompany: string;
test.beforeAll(async ({ request }) => {
  ownerCompany = uniqueCompany('Activity');
  owner = await registerViaApi(request, { company: ownerCompany, name: 'Ann', lastname: 'Lee', active: true });
  await apiOk(request, endpoints.setCredits, { params: { id: owner.accountId }, body: { credits: 7 }, token: await adminToken(request) });
});

test('the owner reads what the admin changed in words, and filters it', async ({ page }) => {
  await storeSession(page, owner.token, owner.email);
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Activity' }).click();
  await expect(h1(page, 'Activity')).toBeVisible();
  const list = activityList(page);
  await expect(list.getByRole('listitem').filter({ hasText: /\(site admin\) changed the credits from 1 to 7/ })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: /\(site admin\) activated the account/ })).toBeVisible();

  await page.getByLabel('What').selectOption({ label: 'Orders and deliveries' });
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByLabel('What').selectOption({ label: 'Plans, payments and credits' });
  await expect(activityList(page).getByRole('listitem')).toHaveCount(1);
  await expect(activityList(page)).toContainText('changed the credits from 1 to 7');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
});

test('a teammate has no Activity entry, and the page says who may see it', async ({ page, request }) => {
  const teammate = await teammateOf(request, owner);
  await storeSession(page, teammate.token, teammate.email);
  await page.goto('/orders');
  await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/activity');
  await expect(page.getByText("Only the account's owner can see its activity.")).toBeVisible();
});

test('a site admin reads every account’s activity and narrows it to one account', async ({ adminPage: page, request }) => {
  const otherCompany = uniqueCompany('Elsewhere');
  await registerViaApi(request, { company: otherCompany, active: true });
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: /^Activity/ }).click();
  await expect(h1(page, 'Activity')).toBeVisible();
  const entries = activityList(page).getByRole('listitem');
  // The log of every account: the account activated a moment ago is on its first page,
  // not necessarily first, since tests in other workers write activity at the same time.
  await expect(entries.filter({ hasText: new RegExp(`^${otherCompany}: .+ \\(site admin\\) activated the account`) })).toHaveCount(1);

  await page.getByLabel('Account').selectOption({ label: ownerCompany });
  await expect(entries.filter({ hasText: 'changed the credits from 1 to 7' })).toBeVisible();
  await expect(entries.filter({ hasNotText: `${ownerCompany}:` })).toHaveCount(0);
});
