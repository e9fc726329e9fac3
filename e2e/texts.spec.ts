import { AVATAR_NAME_MAX_LENGTH, endpoints, MESSAGES, NAME_MAX_LENGTH, nameTooLong } from '@persona/shared';
import type { Page } from '@playwright/test';
import { atPath, expect, expectOops, h1, test } from './fixtures';
import { apiOk } from './support/api';
import { adminToken, registerViaApi, storeSession } from './support/api-session';
import { createLibrary, placeOrders } from './support/avatars-setup';

/** The portal's words (issue 35, Texts): names as people read them, plain limits, and copy that says what is true. */

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const pasted = (length: number) => 'x'.repeat(length);

test('names, limits, titles and hints on a member’s screens', async ({ page }) => {
  // Stored as typed: lowercase, with a word in capitals and a small word.
  const { user } = await createLibrary(page.request, [{ name: 'ada head of CFO', company: 'acme b2b', campaign: 'spring launch' }]);
  const { token } = user;
  await apiOk(page.request, endpoints.createCompany, { body: { accountId: user.accountId, displayName: 'Empty Co' }, token });
  await apiOk(page.request, endpoints.setCredits, { params: { id: user.accountId }, body: { credits: 1 }, token: await adminToken(page.request) });
  await storeSession(page, token, user.email);

  await page.goto('/');
  const card = page.getByRole('article', { name: 'Ada Head of CFO', exact: true });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Ada Head of CFO');
  await expect(page.getByText('Showing 1 of 1 avatar', { exact: true })).toBeVisible();

  // The rename field starts from the name as stored, takes a pasted long name whole and says the limit.
  await card.getByRole('button', { name: 'Rename Ada Head of CFO' }).click();
  const rename = page.getByRole('textbox', { name: 'New name for Ada Head of CFO' });
  await expect(rename).toHaveValue('ada head of CFO');
  await rename.fill(pasted(150));
  await expect(rename).toHaveValue(pasted(150));
  await expect(rename).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`At most ${AVATAR_NAME_MAX_LENGTH} characters: this has 150.`, { exact: true })).toBeVisible();
  await rename.press('Enter');
  await expectOops(page, nameTooLong(AVATAR_NAME_MAX_LENGTH));
  await rename.press('Escape');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Ada Head of CFO');

  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page).toHaveTitle('Orders · Persona Portal');

  // The company field neither cuts a pasted name.
  await page.goto('/settings/companies');
  await expect(h1(page, 'Companies')).toBeVisible();
  const companyName = page.getByRole('textbox', { name: 'Company name', exact: true });
  await companyName.fill(pasted(150));
  await expect(companyName).toHaveValue(pasted(150));
  await expect(page.getByText(`At most ${NAME_MAX_LENGTH} characters: this has 150.`, { exact: true })).toBeVisible();
  await button(page, 'Add Company').click();
  await expectOops(page, nameTooLong(NAME_MAX_LENGTH));
  await expect(companyName).toHaveValue(pasted(150));

  // A company without campaigns says so in the wizard, and where to add one.
  await page.goto('/create');
  await button(page, 'Order Blueprint').click();
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Empty Co' });
  await expect(page.getByText('This company has no campaigns yet. Add one in Settings › Companies.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Settings › Companies', exact: true }).click();
  await expect(page).toHaveURL(atPath('/settings/companies'));
});

test('an empty library says the first order is being processed instead of inviting one', async ({ page }) => {
  const user = await registerViaApi(page.request, { active: true });
  await placeOrders(page.request, user, [{ name: '', company: 'Initech', campaign: 'Fall' }]);
  await storeSession(page, user.token, user.email);
  await page.goto('/');
  await expect(page.getByText(MESSAGES.productsProcessing(1), { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.noAvatars, { exact: true })).toBeVisible();
  await expect(page.getByText('Your order is being processed. Its avatars appear here once it is delivered.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order your first Buyer’s Brief or Blueprint' })).toHaveCount(0);
});

test('a visitor can write to support from a bad invitation, and the form refuses an email the sign-up would', async ({ sharedVisitorPage: page }) => {
  await page.goto('/invite/no-account/no-token');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(MESSAGES.invalidInvitation('support@example.com'));
  await expect(alert.getByRole('link', { name: 'support@example.com', exact: true })).toHaveAttribute('href', 'mailto:support@example.com');

  // The spec's format allows % in an email; better-auth does not: the form says so in the spec's words.
  await page.goto('/');
  await button(page, 'Need an account? Sign Up').click();
  await page.getByLabel('Email', { exact: true }).fill('per%cent@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password-123');
  await page.getByLabel('Repeat Password', { exact: true }).fill('password-123');
  await button(page, 'Continue').click();
  await expectOops(page, MESSAGES.invalidEmail);
  await expect(button(page, 'Continue')).toBeVisible();
});

test('the admin’s Orders has a document title of its own', async ({ sharedAdminPage: page }) => {
  await page.goto('/admin/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page).toHaveTitle('Orders · Admin · Persona Portal');
});
