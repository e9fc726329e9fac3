import { atPath, env, expect, h1, sidebar, test } from './fixtures';
import { scriptsWithZod } from './support/scripts';

/** Protected routes of the spec's route table that no sidebar entry reaches, with their section titles. */
const SCREENS = [
  ['/onboarding', 'Onboarding'],
  ['/admin/accounts', 'Accounts'],
  ['/admin/users', 'Users'],
  ['/admin/orders', 'Orders'],
  ['/settings/companies', 'Companies'],
  ['/settings/membership', 'Membership'],
  ['/settings/team', 'Team'],
  ['/chat/avatar/avatar-1', 'Chat'],
  ['/chat/avatar/avatar-1/threads/thread-1', 'Chat'],
  ['/payment_success', 'Payment'],
  ['/avatarDetail/avatar-1', 'Avatar'],
] as const;

for (const [path, title] of SCREENS) {
  test(`${path} shows the ${title} screen inside the shell`, async ({ sharedAdminPage: page }) => {
    await page.goto(path);
    await expect(h1(page, title)).toBeVisible();
    await expect(page).toHaveURL(atPath(path));
    await expect(sidebar(page)).toBeVisible();
  });
}

/** The public pages: visitors see them in the login screen's frame, signed-in users in the app frame. */
const PUBLIC_PAGES = [
  { path: '/invite/account-1/token-1', heading: 'Join' },
  { path: '/reset', heading: 'Reset Password' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/no/such/page', heading: 'This route was not found' },
];

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} is public: no app navigation for a visitor, the app frame once signed in`, async ({ sharedVisitorPage: page, sharedAdminPage: adminPage }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(1); // one footer

    await adminPage.goto(path);
    await expect(adminPage.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(sidebar(adminPage)).toBeVisible();
    await expect(adminPage.getByRole('contentinfo')).toHaveCount(1);
  });
}

test('/reset has its own document title', async ({ sharedVisitorPage: page }) => {
  await page.goto('/reset');
  await expect(page).toHaveTitle('Reset Password · Persona Portal');
});

test('an unknown path shows the not-found screen and Back to Home goes to /', async ({ sharedAdminPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This route was not found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(h1(page, 'Avatar Library')).toBeVisible();
});

test('the not-found screen and the privacy policy are public', async ({ sharedVisitorPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This route was not found', { exact: true })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(h1(page, 'Privacy Policy')).toBeVisible();
  await expect(page.getByText('You must be at least 13 years old to use Persona Portal.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Cookies and local storage/ })).toBeVisible();
});

test('/prompts shows the building placeholder', async ({ sharedAdminPage: page }) => {
  await page.goto('/prompts');
  await expect(h1(page, 'Prompt Library')).toBeVisible();
  await expect(page.getByText('We are building this section', { exact: true })).toBeVisible();
});

test('/settings/credits is replaced by /settings/membership', async ({ sharedAdminPage: page }) => {
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await page.goto('/settings/credits');
  await expect(page).toHaveURL(atPath('/settings/membership'));
  await expect(h1(page, 'Membership')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(atPath('/orders'));
});

test('the Settings and Admin Panel screens offer their tiles', async ({ sharedAdminPage: page }) => {
  await page.goto('/settings');
  for (const name of ['Team', 'Companies', 'Membership']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: /^Team\b/ }).click();
  await expect(page).toHaveURL(atPath('/settings/team'));
  await expect(h1(page, 'Team')).toBeVisible();

  await page.goto('/admin');
  await expect(h1(page, 'Admin Panel')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /^Accounts\b/ }).click();
  await expect(page).toHaveURL(atPath('/admin/accounts'));
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: /^Users\b/ }).click();
  await expect(page).toHaveURL(atPath('/admin/users'));
});

test('screens are code-split and a page skeleton shows while one loads', async ({ adminPage: page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/OrdersPage-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/orders');
  await expect(page.getByTestId('logo-full')).toBeVisible(); // the shell is already there
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.locator('main [data-skeleton]')).toBeVisible(); // a page skeleton in the frame, not a spinner
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  release();
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect(scripts.some((url) => url.includes('PrivacyPolicyPage'))).toBe(false);
  expect(scripts.some((url) => url.includes('AuthScreen'))).toBe(false); // a signed-in user never loads the login screen

  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(h1(page, 'Privacy Policy')).toBeVisible();
  expect(scripts.some((url) => url.includes('PrivacyPolicyPage'))).toBe(true);
});

test('the login page, the library and /create load no schema code (zod)', async ({ browser, adminPage }) => {
  const visitor = await browser.newPage({ baseURL: env('E2E_BASE_URL') });
  expect(await scriptsWithZod(visitor, '/', 'Welcome')).toEqual([]);
  await visitor.close();
  expect(await scriptsWithZod(adminPage, '/', 'Avatar Library')).toEqual([]);
  expect(await scriptsWithZod(adminPage, '/create', 'Create')).toEqual([]);
  // Screens that check a form with a schema do load it, so the check above can see zod.
  expect(await scriptsWithZod(adminPage, '/settings/companies', 'Companies')).not.toEqual([]);
});
