import type { Locator, Page } from '@playwright/test';
import { expect, h1, sidebar, test } from './fixtures';
import { expectFitsWidth } from './support/fits-width';
import { signedInPhoneAccount, type PhoneAccount } from './support/phone-setup';

/** Every screen at phone widths (390 x 844, and 320 for the narrowest), in both themes: nothing sideways. */

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };

type Theme = 'dark' | 'light';

/** The member's screens, with the data of signedInPhoneAccount. */
const memberScreens = ({ avatars, panel }: PhoneAccount) => [
  '/',
  `/avatarDetail/${avatars[0]!.id}`,
  '/create',
  '/prompts',
  '/orders',
  '/community',
  '/chat',
  `/chat/avatar/${avatars[0]!.id}`,
  '/panels',
  '/panels/new',
  `/panels/${panel.id}`,
  '/settings',
  '/settings/companies',
  '/settings/credits',
  '/settings/membership',
  '/settings/team',
  '/onboarding',
  '/privacy-policy',
];

const ADMIN_SCREENS = ['/admin', '/admin/accounts', '/admin/users', '/admin/orders'];

async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
}

/** Until nothing on the page spins or pulses (spinners, skeletons) and its layout holds still for a moment. */
async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('[data-loading-view], .animate-spin, .animate-pulse')).toHaveCount(0);
  let last = '';
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`);
      const still = now === last;
      last = now;
      return still;
    }, { intervals: [300] })
    .toBe(true);
}

/** Opens each screen once its heading shows and its data arrived, and checks that it fits the width. */
async function checkScreens(page: Page, paths: readonly string[], theme: Theme): Promise<void> {
  await useTheme(page, theme);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForContent(page);
    await test.step(`${path} (${theme})`, () => expectFitsWidth(page, `${path} ${theme} ${page.viewportSize()?.width}px`));
  }
}

/** Wholly on screen once scrolled to. */
async function expectReachable(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The screens found too wide at 390 px (issue 35), each at the spot that failed. */
async function checkFormerlyCutScreens(page: Page, { avatars, panel }: PhoneAccount): Promise<void> {
  // The library's faded bottom edge rests below the last row: its Open buttons are not faded, and open.
  await page.goto('/');
  const main = page.getByRole('main');
  const opens = main.getByRole('link', { name: /^Open / }).or(main.getByRole('button', { name: /^Open / }));
  await expect(opens).toHaveCount(avatars.length);
  await waitForContent(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastOpen = opens.last();
  const [open, fade] = await Promise.all([lastOpen.boundingBox(), page.getByTestId('faded-bottom').boundingBox()]);
  expect(open!.y + open!.height, 'the last Open button ends above the fade').toBeLessThanOrEqual(fade!.y + 0.5);
  await lastOpen.click();
  await expect(page).toHaveURL(/\/avatarDetail\//);

  // Orders: each order a card whose Status and Link are on screen.
  await page.goto('/orders');
  const orders = page.getByRole('table', { name: 'Your orders' }).getByRole('row');
  const pending = orders.filter({ hasText: 'Northwind' });
  await expect(pending).toBeVisible();
  await expectReachable(pending.getByText('pending', { exact: true }));
  await expectReachable(page.getByRole('link', { name: /^Open the avatar of/ }).first());

  // An avatar chat: the thread list folds above the conversation, whose message box and Send show without scrolling.
  await page.goto(`/chat/avatar/${avatars[0]!.id}`);
  const threadsToggle = page.getByRole('button', { name: /^Threads/ });
  await expect(threadsToggle).toHaveAttribute('aria-expanded', 'false');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(message).toBeInViewport({ ratio: 1 });
  // Nothing covers them, the onboarding widget (this account is not onboarded) included.
  await expect(page.getByRole('complementary', { name: 'Onboarding' })).toBeVisible();
  await message.fill('Rain or shine?');
  await send.click({ trial: true });
  await threadsToggle.click();
  const thread = page.getByRole('list', { name: 'Threads' }).getByRole('button').first();
  await expectReachable(thread);
  await thread.click();
  await expect(threadsToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });

  // A saved panel: every action of its bar is on screen.
  await page.goto(`/panels/${panel.id}`);
  for (const name of ['Re-run', 'Export Markdown', 'Print', 'Delete']) await expectReachable(page.getByRole('button', { name, exact: true }));
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('every member screen fits the width in both themes, and the screens once cut are usable', async ({ page }) => {
    test.setTimeout(300_000);
    const account = await signedInPhoneAccount(page);
    await checkFormerlyCutScreens(page, account);
    await checkScreens(page, memberScreens(account), 'dark');
    await checkScreens(page, memberScreens(account), 'light');
  });

  test('every admin screen fits the width in both themes', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await checkScreens(page, ADMIN_SCREENS, 'dark');
    await checkScreens(page, ADMIN_SCREENS, 'light');
  });

  test('the drawer holds the navigation, traps focus, closes by Escape and on navigating', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(h1(page, 'Avatar Library')).toBeVisible();
    await expect(page.locator('#sidebar')).toBeHidden();
    await expect(sidebar(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Avatar Library' })).toHaveAttribute('aria-current', 'page');
    // Focus moved into the drawer and stays there, both ways round.
    await expect(drawer.locator(':focus')).toHaveCount(1);
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await sidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(h1(page, 'Orders')).toBeVisible();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expectFitsWidth(page, 'orders after the drawer');
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: NARROW });

  test('the widest member screens fit the width in the light theme', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await signedInPhoneAccount(page);
    await page.goto('/');
    const widest = ['/orders', `/chat/avatar/${account.avatars[0]!.id}`, `/panels/${account.panel.id}`, '/settings/credits', '/'];
    await checkScreens(page, widest, 'light');
  });
});
