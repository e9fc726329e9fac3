import { MESSAGES } from '@persona/shared';
import { atPath, expect, h1, sidebar, test } from './fixtures';

/** The sidebar entries of the spec's Navigation section: label, route and the screen's <h1>. */
const ENTRIES = [
  { label: 'Create', path: '/create', heading: 'Create' },
  { label: 'Avatar Library', path: '/', heading: 'Avatar Library' },
  { label: 'Prompt Library', path: '/prompts', heading: 'Prompt Library' },
  { label: 'Orders', path: '/orders', heading: 'Orders' },
  { label: 'Community', path: '/community', heading: 'Community' },
  { label: 'Chat', path: '/chat', heading: 'Chat' },
  { label: 'Panels', path: '/panels', heading: 'Panels' },
  { label: 'Settings', path: '/settings', heading: 'Settings' },
] as const;


test('the shell renders the sidebar, logo, section header and footer', async ({ adminPage: page }) => {
  await page.goto('/');
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await expect(page.getByTestId('logo-full')).toBeVisible();
  for (const { label } of ENTRIES) {
    await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByRole('button', { name: 'Light Mode' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Avatar Library' })).toHaveAttribute('aria-current', 'page');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Persona Portal`);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(atPath('/privacy-policy'));
  await expect(h1(page, 'Privacy Policy')).toBeVisible();
});

test('each sidebar entry reaches its route and the logo leads home', async ({ adminPage: page }) => {
  await page.goto('/privacy-policy');
  for (const { label, path, heading } of ENTRIES) {
    const link = sidebar(page).getByRole('link', { name: label, exact: true });
    await link.click();
    await expect(page).toHaveURL(atPath(path));
    await expect(h1(page, heading)).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Persona Portal`);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  await sidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(h1(page, 'Orders')).toBeVisible();
  await page.getByRole('link', { name: 'Persona Portal' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(h1(page, 'Avatar Library')).toBeVisible();
});

test('an admin sees the Admin Panel entry, which leads to /admin', async ({ adminPage: page }) => {
  await page.goto('/');
  // The admin owns their account: Activity too (a member of an inactive account gets neither).
  await expect(sidebar(page).getByRole('link')).toHaveCount(ENTRIES.length + 2);
  await expect(sidebar(page).getByRole('link', { name: 'Activity', exact: true })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Admin Panel', exact: true }).click();
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(h1(page, 'Admin Panel')).toBeVisible();
});

test('a regular member does not see the Admin Panel entry', async ({ memberPage: page }) => {
  await page.goto('/');
  // A new member's account is inactive: the sections show the activation message, the sidebar stays.
  await expect(page.getByText(MESSAGES.notActivated, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveCount(ENTRIES.length);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
});

test('the toggle collapses the sidebar to the trimmed logo and expands it again', async ({ adminPage: page }) => {
  await page.goto('/');
  const aside = page.locator('#sidebar');
  const wide = (await aside.boundingBox())?.width ?? 0;
  await expect(page.getByTestId('logo-trimmed')).toHaveCount(0);

  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();

  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('logo-trimmed')).toBeVisible();
  await expect(page.getByTestId('logo-full')).toHaveCount(0);
  await expect.poll(async () => (await aside.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
  // Collapsed entries keep their names for assistive technology and still navigate.
  await sidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(h1(page, 'Orders')).toBeVisible();

  await expand.click();
  await expect(page.getByTestId('logo-full')).toBeVisible();
  await expect(page.getByTestId('logo-trimmed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
});

test('the theme toggle switches label, html class and logo variant, and survives a reload', async ({ adminPage: page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByTestId('logo-full')).toHaveAttribute('data-variant', 'dark');

  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Light Mode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible();
  await expect(page.getByTestId('logo-full')).toHaveAttribute('data-variant', 'light');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');

  await page.reload();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Dark Mode' })).toBeVisible();

  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();
});

test('the saved light theme is applied by index.html before the app code runs', async ({ page }) => {
  await page.goto('/');
  // The app saves a theme only when the person changes it, never as it mounts (it would overwrite this one).
  await expect(h1(page, 'Welcome')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBeNull();
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('navigation')).toHaveCount(0); // the app itself never started
});

test('Sign Out returns to the portal root, which shows the login screen', async ({ adminPage: page }) => {
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(h1(page, 'Welcome')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.reload();
  await expect(h1(page, 'Welcome')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer behind the top bar, closed again after navigating', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(h1(page, 'Avatar Library')).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Community', exact: true }).click();
    await expect(h1(page, 'Community')).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
  });
});
