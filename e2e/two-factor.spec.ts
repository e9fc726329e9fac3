import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect, expectAlert, h1, sidebar, test } from './fixtures';
import { registerViaApi, storeSession } from './support/api-session';

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

test('a member enrols in two-factor sign-in and signs in with a code and then with a recovery code', async ({ page }) => {
  const member = await registerViaApi(page.request, { active: true, company: 'Secure Co' });
  await storeSession(page, member.token, member.email);
  await page.goto('/settings/security');
  await expect(h1(page, 'Security')).toBeVisible();

  // Enrol: the password, then the secret and recovery codes, then a first code turns it on.
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Password', { exact: true }).fill(member.password);
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
  await signOut(page);
  await logInWithPassword(page, member.email, member.password);
  await button(page, 'Use a recovery code instead').click();
  await field(page, 'Recovery code').fill(codes[0]!);
  await button(page, 'Verify').click();
  await expect(sidebar(page)).toBeVisible();

  // A used recovery code does not work again.
  await signOut(page);
  await logInWithPassword(page, member.email, member.password);
  await button(page, 'Use a recovery code instead').click();
  await field(page, 'Recovery code').fill(codes[0]!);
  await button(page, 'Verify').click();
  await expectAlert(page, 'That recovery code is not right, or it was used already.', 'Oops!');
});
