import { BLUEPRINT_PRICE, endpoints } from '@persona/shared';
import type { Page } from '@playwright/test';
import { expect, h1, test } from './fixtures';
import { apiOk, routePattern } from './support/api';
import { adminToken } from './support/api-session';
import { signedInChat } from './support/chat-setup';
import { heldRoute, switchedRoute } from './support/switched-route';

/**
 * One state system, the remaining screens (issue 35: "loading is a lone spinner mid-page"): while its data is
 * held back a screen shows a skeleton in the shape of what comes, never a spinner; a public page names the wait
 * for a stored session; the phone drawer holds the page still behind it.
 */

const skeleton = (page: Page) => page.locator('[data-skeleton]');
const spinner = (page: Page) => page.locator('main .animate-spin');
const WAITING = 'Loading your account…';
const NO_THREADS = 'No threads yet. Your first message starts one.';

test('a visitor sees the login card as a skeleton while its code loads', async ({ browser }) => {
  const page = await browser.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/AuthScreen-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('main [data-skeleton]')).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  release();
  await expect(h1(page, 'Welcome')).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);
  await page.close();
});

test('skeletons while chat, the order wizard, membership and team load; a public page names the session wait; the phone drawer locks the page scroll', async ({ page }) => {
  const { user, avatar } = await signedInChat(page);
  await apiOk(page.request, endpoints.setCredits, { params: { id: user.accountId }, body: { credits: BLUEPRINT_PRICE }, token: await adminToken(page.request) });

  // A public page while the stored session is checked: the named wait, as the protected screens have.
  const releaseUser = await heldRoute(page, routePattern(endpoints.findUserByEmail));
  await page.goto('/privacy-policy');
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible({ timeout: 10_000 });
  releaseUser();
  await expect(h1(page, 'Privacy Policy')).toBeVisible();

  // Chat: the thread list and conversation as blocks while the avatar loads; threads that fail to load say so, with Try Again.
  const threads = await switchedRoute(page, routePattern(endpoints.listAvatarThreads));
  threads.set('fail');
  const releaseAvatar = await heldRoute(page, routePattern(endpoints.getAvatar));
  await page.goto(`/chat/avatar/${avatar.id}`);
  await expect(h1(page, 'Chat')).toBeVisible();
  await expect(skeleton(page)).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  releaseAvatar();
  await expect(page.getByText('Chatting with', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox')).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);
  const threadsFailed = page.getByRole('alert').filter({ hasText: 'We could not load the threads.' });
  await expect(threadsFailed).toBeVisible({ timeout: 15_000 });
  threads.set('pass');
  await page.getByRole('button', { name: 'Try Again', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Threads' }).getByText(NO_THREADS, { exact: true })).toBeVisible();
  await expect(threadsFailed).toHaveCount(0);

  // The order wizard: a form's blocks while the companies load.
  const releaseCompanies = await heldRoute(page, routePattern(endpoints.listCompanies));
  await page.goto('/create');
  await page.getByRole('button', { name: 'Order Blueprint', exact: true }).click();
  const wizard = page.getByRole('region', { name: 'Order a Blueprint' });
  await expect(wizard.locator('[data-skeleton]')).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  releaseCompanies();
  await expect(wizard.getByLabel('Company', { exact: true })).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);

  // Membership: the plan cards and the credit history as blocks while they load.
  const releaseProducts = await heldRoute(page, routePattern(endpoints.listProducts));
  const releaseLedger = await heldRoute(page, routePattern(endpoints.listCreditTransactions));
  await page.goto('/settings/membership');
  await expect(h1(page, 'Membership')).toBeVisible();
  await expect(skeleton(page).first()).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  releaseProducts();
  releaseLedger();
  await expect(page.getByRole('region', { name: 'Credit history' })).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);

  // Team: its lists' rows as blocks while they load; a list that fails says so, with Try Again.
  const releaseUsers = await heldRoute(page, routePattern(endpoints.listAccountUsers));
  const invitations = await switchedRoute(page, routePattern(endpoints.listInvitations));
  invitations.set('fail');
  await page.goto('/settings/team');
  await expect(page.getByRole('region', { name: 'Active Users' }).locator('[data-skeleton]')).toBeVisible();
  releaseUsers();
  await expect(page.getByRole('region', { name: 'Active Users' }).getByText(user.email)).toBeVisible();
  const invitationsFailed = page.getByRole('region', { name: 'Pending Invitations' }).getByRole('alert');
  await expect(invitationsFailed).toBeVisible({ timeout: 15_000 });
  invitations.set('pass');
  await page.getByRole('button', { name: 'Try Again', exact: true }).click();
  await expect(page.getByText('No pending invitations.', { exact: true })).toBeVisible();
  await page.goto('/settings/membership');
  await expect(h1(page, 'Membership')).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);

  // At 390 px the open drawer holds the page still: neither the wheel nor the keys scroll it; closed, they do again.
  await page.setViewportSize({ width: 390, height: 844 });
  // A little way down (the page is taller than the screen here), so a scroll either way would show.
  const scrolled = () => page.evaluate(() => document.scrollingElement!.scrollTop);
  // Scrolled again until it holds: the narrower layout may still settle (scroll anchoring moves the page with it).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 120));
      return scrolled();
    })
    .toBe(120);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const before = await scrolled();
  expect(before).toBeGreaterThan(0);
  await page.mouse.move(370, 600);
  await page.mouse.wheel(0, 800);
  for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
  await page.waitForTimeout(500); // time for a smooth scroll to have moved, were it going to
  expect(await scrolled()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 400);
  await expect.poll(scrolled).toBeGreaterThan(before);
});
