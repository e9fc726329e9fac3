import { MESSAGES } from '@persona/shared';
import { extractLink, waitForMail } from '../apps/api/src/test/fakes/mailbox';
import { env, expect, expectAlert, expectOops, h1, test } from './fixtures';
import { registerViaApi, signInPage, uniqueEmail } from './support/api-session';

const invalidText = MESSAGES.invalidInvitation('support@example.com');

test('a member invites a colleague, who joins the same account from the mailed link', async ({ page, browser }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Team Co' });
  await signInPage(page, member.email, member.password);
  await page.goto('/settings/team');
  await expect(h1(page, 'Team')).toBeVisible();
  const active = page.getByRole('region', { name: 'Active Users' });
  await expect(active.getByText('Test User (you)')).toBeVisible();

  const colleague = uniqueEmail('colleague');
  await page.getByLabel('Email').fill(colleague);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expectAlert(page, `Invitation sent to ${colleague}.`);
  await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByText(colleague)).toBeVisible();

  const link = extractLink(await waitForMail(env('E2E_MAIL_DIR'), colleague), '/invite/');
  const invitee = await browser.newPage({ baseURL: env('E2E_BASE_URL') });
  await invitee.goto(new URL(link).pathname);
  await expect(h1(invitee, 'Join Team Co')).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(colleague);
  await invitee.getByLabel('First Name').fill('Cora');
  await invitee.getByLabel('Last Name').fill('Colleague');
  await invitee.getByLabel('Password', { exact: true }).fill('colleague-pass-1');
  await invitee.getByLabel('Repeat Password').fill('something-else');
  await invitee.getByRole('button', { name: 'Join' }).click();
  await expectOops(invitee, MESSAGES.joinPasswordsDoNotMatch);
  await invitee.getByLabel('Repeat Password').fill('colleague-pass-1');
  await invitee.getByRole('button', { name: 'Join' }).click();
  await expect(h1(invitee, 'Avatar Library')).toBeVisible();

  await invitee.goto('/settings/team');
  await expect(invitee.getByRole('region', { name: 'Active Users' }).getByText('Cora Colleague (you)')).toBeVisible();
  await page.reload();
  await expect(active.getByText('Cora Colleague')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByText(colleague)).toHaveCount(0);

  const stranger = await browser.newPage({ baseURL: env('E2E_BASE_URL') });
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByRole('alert')).toHaveText(invalidText);
  await invitee.close();
  await stranger.close();
});

test("an invitation link with another account's id is invalid", async ({ page, browser }) => {
  const member = await registerViaApi(page.request, { active: true });
  const other = await registerViaApi(page.request, { active: true });
  await signInPage(page, member.email, member.password);
  await page.goto('/settings/team');
  const colleague = uniqueEmail('wrong-account');
  await page.getByLabel('Email').fill(colleague);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expectAlert(page, `Invitation sent to ${colleague}.`);
  const token = new URL(extractLink(await waitForMail(env('E2E_MAIL_DIR'), colleague), '/invite/')).pathname.split('/').pop();
  const visitor = await browser.newPage({ baseURL: env('E2E_BASE_URL') });
  await visitor.goto(`/invite/${other.accountId}/${token}`);
  await expect(visitor.getByRole('alert')).toHaveText(invalidText);
  await visitor.close();
});

test('Add User needs a valid email', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true });
  await signInPage(page, member.email, member.password);
  await page.goto('/settings/team');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expectOops(page, MESSAGES.invalidEmail);
});

test('the settings hub leads to Team, Companies and Membership', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true });
  await signInPage(page, member.email, member.password);
  await page.goto('/settings');
  for (const [tile, path] of [['Team', '/settings/team'], ['Companies', '/settings/companies'], ['Membership', '/settings/membership']] as const) {
    await page.goto('/settings');
    await page.getByRole('link', { name: new RegExp(tile) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
