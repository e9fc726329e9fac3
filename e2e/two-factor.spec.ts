import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { MESSAGES } from '@persona/shared';
import { expect, expectAlert, h1, sidebar, test } from './fixtures';
import { joinViaApi, registerViaApi, storeSession, uniqueCompany } from './support/api-session';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const codeOf = (secret: string) => new TOTP({ secret, issuer: 'Persona Portal' }).generate();

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await button(page, 'Log In').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(h1(page, 'Welcome')).toBeVisible();
}

/** Signs out, then in again with the password and a recovery code instead of the app's code. */
async function signInWithRecoveryCode(page: Page, member: { email: string; password: string }, code: string): Promise<void> {
  await signOut(page);
  await logInWithPassword(page, member.email, member.password);
  await button(page, 'Use a recovery code instead').click();
  await field(page, 'Recovery code').fill(code);
  await button(page, 'Verify').click();
}

/** On the Security screen: the password, then the secret and recovery codes, then a first code turns it on. */
async function enrol(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Turn On' }).click();
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expect(section.getByTestId('totp-uri')).toHaveAttribute('href', /^otpauth:\/\/totp\/Persona%20Portal:/);
  const codes = (await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await section.getByLabel('Code from the app').fill(codeOf(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expectAlert(page, 'Two-factor sign-in is on.');
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  return { secret, codes };
}

test('a member enrols in two-factor sign-in and signs in with a code and then with a recovery code', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Secure Co' });
  await storeSession(page, member.token, member.email);
  await page.goto('/settings/security');
  await expect(h1(page, 'Security')).toBeVisible();

  const { secret, codes } = await enrol(page, member.password);

  // The session list shows this device; the session the confirmation started is still this browser's.
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  // Sign in with the password and a code of the app.
  await signOut(page);
  await logInWithPassword(page, member.email, member.password);
  await field(page, 'Authenticator code').fill(codeOf(secret));
  await button(page, 'Verify').click();
  await expect(sidebar(page)).toBeVisible();

  // Then with a recovery code instead.
  await signInWithRecoveryCode(page, member, codes[0]!);
  await expect(sidebar(page)).toBeVisible();

  // A used recovery code does not work again.
  await signInWithRecoveryCode(page, member, codes[0]!);
  await expectAlert(page, 'That recovery code is not right, or it was used already.', 'Oops!');
});

test('the owner requires two-factor sign-in: a member is sent to Security, turns it on, then reaches the library; the activity tells it', async ({ page, browser }) => {
  const owner = await registerViaApi(page.request, { active: true, company: uniqueCompany('Required'), name: 'Ann', lastname: 'Lee' });
  const member = await joinViaApi(page.request, owner, { name: 'Tess', lastname: 'Teammate' });
  await storeSession(page, owner.token, owner.email);
  await page.goto('/settings/security');
  await enrol(page, owner.password);
  const requirement = page.getByRole('switch', { name: 'Require two-factor sign-in for every member' });
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  await requirement.click();
  await expectAlert(page, 'Two-factor sign-in is now required for every member.');
  await expect(requirement).toHaveAttribute('aria-checked', 'true');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await storeSession(memberPage, member.token, member.email);
  await memberPage.goto('/');
  await expect(h1(memberPage, 'Security')).toBeVisible();
  await expect(memberPage).toHaveURL(/\/settings\/security$/);
  await expect(memberPage.getByRole('alert')).toHaveText(MESSAGES.twoFactorRequired);
  // Only the owner sees the requirement's switch.
  await expect(memberPage.getByRole('switch')).toHaveCount(0);
  await enrol(memberPage, member.password);
  await expect(memberPage.getByRole('alert')).toHaveCount(0);
  await sidebar(memberPage).getByRole('link', { name: 'Avatar Library' }).click();
  await expect(h1(memberPage, 'Avatar Library')).toBeVisible();
  await memberContext.close();

  await page.goto('/activity');
  const activity = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Tess Teammate turned on two-factor sign-in' })).toBeVisible();
  await expect(activity.getByRole('listitem').filter({ hasText: 'Ann Lee turned on two-factor sign-in' })).toBeVisible();
  await expect(activity.getByRole('listitem').filter({ hasText: 'Ann Lee required two-factor sign-in for every member' })).toBeVisible();
});
