import type { Locator, Page } from '@playwright/test';
import { expect, h1, sidebar, test as base } from './fixtures';
import { seriousFindings } from './support/axe';
import { expectFitsWidth } from './support/fits-width';
import { allScreens, openScreen, rolePage, SCREEN_ROLES, screenFixtures, type ScreenData, type ScreenFixtures, type ScreenRole } from './support/screens';

/**
 * Every screen at phone widths (390 x 844 for all, 320 for the widest), in both themes: the document no wider than
 * the window and every visible control within it. Then the screens found cut at 390 px, at the spot that failed,
 * and the phone shell's drawer by keyboard.
 */

const test = base.extend<object, ScreenFixtures>(screenFixtures);

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };

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

/** axe's serious and critical findings once the finite transitions (a theme switch's colours) have ended. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  return seriousFindings(page);
}

/** Opens each of the role's screens (all of them, or those named) and checks that it fits the width. */
async function checkScreens(page: Page, data: ScreenData, role: ScreenRole, theme: string, only?: readonly string[]): Promise<void> {
  const screens = allScreens(data).filter((screen) => screen.role === role && (!only || only.includes(screen.name)));
  for (const screen of screens) {
    await openScreen(page, screen);
    await waitForContent(page);
    await expectFitsWidth(page, `${screen.name} [${role}, ${theme}, ${page.viewportSize()?.width} px]`);
  }
}

/** Wholly on screen once scrolled to. */
async function expectReachable(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The screens found too wide at 390 px (issue 35), each at the spot that failed. */
async function checkFormerlyCutScreens(page: Page, { avatars, panelId }: ScreenData): Promise<void> {
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
  await page.goto(`/panels/${panelId}`);
  for (const name of ['Re-run', 'Export Markdown', 'Print', 'Delete']) await expectReachable(page.getByRole('button', { name, exact: true }));
}

for (const dark of [true, false]) {
  const theme = dark ? 'dark' : 'light';
  test(`every screen fits 390 px in the ${theme} theme`, async ({ browser, screenData }) => {
    test.setTimeout(240_000);
    for (const role of SCREEN_ROLES) {
      const page = await rolePage(browser, screenData, role, { dark, viewport: PHONE });
      await checkScreens(page, screenData, role, theme);
      await page.context().close();
    }
  });
}

/** The widest screens of each role at 320 px: long rows (orders, invoices, people with their actions), codes, dialogs. */
const NARROWEST: Partial<Record<ScreenRole, readonly string[]>> = {
  member: ['/', '/orders', '/chat/avatar', '/chat/avatar/{id}/threads/{threadId}', '/panels/{id}', '/settings/credits', '/settings/team', '/settings/security', '/settings (close account dialog)', '/billing/test', '/activity'],
  teammate: ['/settings/team (teammate)', '/settings/security (two-factor enrolment)'],
  admin: ['/admin/accounts', '/admin/activity'],
};

test('the widest screens fit 320 px in the light theme', async ({ browser, screenData }) => {
  test.setTimeout(120_000);
  for (const [role, names] of Object.entries(NARROWEST) as [ScreenRole, readonly string[]][]) {
    const page = await rolePage(browser, screenData, role, { dark: false, viewport: NARROW });
    await checkScreens(page, screenData, role, 'light', names);
    await page.context().close();
  }
});

test('at 390 px the screens once cut are usable', async ({ browser, screenData }) => {
  const page = await rolePage(browser, screenData, 'member', { viewport: PHONE });
  await checkFormerlyCutScreens(page, screenData);
  await page.context().close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

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
    expect(await axeFindings(page), 'axe on the open drawer').toEqual([]);
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
    // The new screen's heading takes focus, not the menu button the drawer came from.
    await expect(h1(page, 'Orders')).toBeFocused();

    // The top bar and the drawer in the light theme too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).getByRole('button', { name: 'Light Mode' }).click();
    expect(await axeFindings(page), 'axe on the open drawer, light').toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    expect(await axeFindings(page), 'axe on the top bar, light').toEqual([]);
    await expectFitsWidth(page, 'orders after the drawer');
  });
});
