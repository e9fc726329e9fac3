import { endpoints, MESSAGES, TIMINGS } from '@persona/shared';
import type { Page } from '@playwright/test';
import { atPath, env, expect, expectOops, h1, sidebar, test } from './fixtures';
import { apiOk, routePattern } from './support/api';
import { registerViaApi, setAccountActive, signInPage, storeSession, type RegisteredUser } from './support/api-session';
import { firstSeenAt, recordFirstSeen, settleAfter, watchScript } from './support/page-clock';

/** The onboarding widget and the /onboarding guide (spec sections 2, 3, 4 and 9). */

const STEPS = [
  { title: 'Create a company and a campaign', path: '/settings/companies', heading: 'Companies' },
  { title: 'Invite your team', path: '/settings/team', heading: 'Team' },
  { title: 'Order your first Blueprint', path: '/create', heading: 'Create' },
  { title: 'Open your Avatar Library', path: '/', heading: 'Avatar Library' },
] as const;

/** Longer than the widget's show delay (2 s) and its hide delay (3 s). */
const PAST_THE_DELAYS_MS = 3_500;
/** The widget's chunk: its show delay has started once the page has loaded it. */
const WIDGET_SCRIPT = /\/assets\/OnboardingWidget-[^/]+\.js$/;
/** The shell's sidebar (the widget's show delay starts as the shell renders) and the widget's "You're all set!". */
const SHELL = 'nav[aria-label="Main"]';
const ALL_SET = 'aside[aria-label="Onboarding"] [role="status"]';

const widget = (page: Page) => page.getByRole('complementary', { name: 'Onboarding' });
const toggle = (page: Page) => widget(page).getByRole('button', { name: /^Getting started\b/ });
const widgetStep = (page: Page, title: string) => widget(page).getByRole('button', { name: title, exact: true });
const guideSteps = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem');
const storedProgress = (page: Page) => page.evaluate(() => localStorage.getItem('onboardingProgress'));

async function activeMember(page: Page, label: string): Promise<RegisteredUser> {
  const member = await registerViaApi(page.request, { active: true, company: `${label} Co` });
  await storeSession(page, member.token, member.email);
  return member;
}

/**
 * Every test runs on the page's fake clock (flowing with real time until a test stops it), so the widget's delays
 * are proven by moving the clock instead of waiting for them.
 */
const widgetLoaded = new WeakMap<Page, () => boolean>();

async function installClock(page: Page): Promise<void> {
  await page.clock.install();
  await recordFirstSeen(page, [SHELL, ALL_SET]);
  widgetLoaded.set(page, watchScript(page, WIDGET_SCRIPT));
}

test.beforeEach(({ page }) => installClock(page));

/** Lets the page finish what the show delay started (loading the widget), with the clock moving or stopped. */
const settleWidget = (page: Page) => settleAfter(page, widgetLoaded.get(page)!);

/** Moves the clock past both delays; whatever they would start has then run. */
async function pastTheDelays(page: Page): Promise<void> {
  await page.clock.runFor(PAST_THE_DELAYS_MS);
  await settleWidget(page);
}

/** Moves the clock past the show delay once the page's shell is there (the widget then shows at once if offered). */
async function pastTheShowDelay(page: Page): Promise<void> {
  await firstSeenAt(page, SHELL);
  await page.clock.runFor(TIMINGS.onboardingShowMs);
}

async function openGuide(page: Page): Promise<void> {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
}

test('a new account, once activated, is guided through the four steps; then the widget is gone for good', async ({ page, browser }) => {
  const member = await registerViaApi(page.request, { company: 'Fresh Co' });
  await storeSession(page, member.token, member.email);
  await page.goto('/');
  // Inactive: only the activation message, never the widget.
  await expect(page.getByText(MESSAGES.notActivated, { exact: true })).toBeVisible();
  await pastTheDelays(page);
  await expect(widget(page)).toHaveCount(0);

  await setAccountActive(page.request, member.accountId, true);
  await page.reload();
  // Shown 2 s after the shell renders, not before: the clock stops 0.1 s short of that, then moves on to it.
  const shownAt = (await firstSeenAt(page, SHELL)) + TIMINGS.onboardingShowMs;
  await page.clock.pauseAt(shownAt - 100);
  await settleWidget(page);
  await expect(widget(page)).toHaveCount(0);
  // The page's queries settle on timers too: the clock moves on from 2 s for the widget to come.
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(toggle(page)).toBeVisible();
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await expect(toggle(page)).toContainText('0/4');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false'); // collapsed: the page stays free

  await openGuide(page);
  await expect(widget(page).getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem')).toHaveCount(4);
  // Steps go in order: the later ones wait.
  await expect(widgetStep(page, STEPS[0].title)).toBeEnabled();
  for (const later of STEPS.slice(1)) await expect(widgetStep(page, later.title)).toBeDisabled();

  for (const [index, step] of STEPS.slice(0, 3).entries()) {
    if (index > 0) await openGuide(page);
    await widgetStep(page, step.title).click();
    await expect(page).toHaveURL(atPath(step.path));
    await expect(h1(page, step.heading)).toBeVisible();
    await expect(toggle(page)).toContainText(`${index + 1}/4`);
  }
  expect(JSON.parse((await storedProgress(page))!)).toEqual({ [member.accountId]: 3 });

  // Progress survives a reload (saved locally).
  await page.reload();
  await pastTheShowDelay(page);
  await expect(toggle(page)).toContainText('3/4');

  await openGuide(page);
  await widgetStep(page, STEPS[3].title).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(widget(page).getByText("You're all set!")).toBeVisible();
  // Hidden 3 s later, not before.
  const hiddenAt = (await firstSeenAt(page, ALL_SET)) + TIMINGS.onboardingHideMs;
  await page.clock.pauseAt(hiddenAt - 100);
  await expect(widget(page).getByText("You're all set!")).toBeVisible();
  await page.clock.runFor(100);
  await expect(widget(page)).toHaveCount(0);
  await page.clock.resume();

  const [account] = await apiOk(page.request, endpoints.getAccount, { params: { id: member.accountId }, token: member.token });
  expect(account?.onboarded).toBe(true);

  await page.reload();
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await pastTheDelays(page);
  await expect(widget(page)).toHaveCount(0);

  // Another browser (no local progress at all) asks the server.
  const context = await browser.newContext({ baseURL: env('E2E_BASE_URL') });
  const other = await context.newPage();
  await installClock(other);
  await signInPage(other, member.email, member.password);
  await other.goto('/onboarding');
  await expect(h1(other, 'Onboarding')).toBeVisible();
  await expect(guideSteps(other)).toHaveCount(4);
  for (const item of await guideSteps(other).all()) await expect(item).toHaveAttribute('data-state', 'done');
  await pastTheDelays(other);
  await expect(widget(other)).toHaveCount(0);
  await context.close();
});

test('an onboarded account never sees the widget', async ({ page }) => {
  const member = await activeMember(page, 'Seasoned');
  await apiOk(page.request, endpoints.setOnboarded, { params: { id: member.accountId }, body: { onboarded: true }, token: member.token });
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await pastTheDelays(page);
  await expect(widget(page)).toHaveCount(0);
});

test('an inactive account does not see the widget', async ({ memberPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByText(MESSAGES.notActivated, { exact: true })).toBeVisible();
  await pastTheDelays(page);
  await expect(widget(page)).toHaveCount(0);
});

test('/onboarding shows the four steps with their videos, and its step buttons advance the same progress', async ({ page }) => {
  await activeMember(page, 'Guided');
  await page.goto('/onboarding');
  await expect(h1(page, 'Onboarding')).toBeVisible();
  await expect(guideSteps(page)).toHaveCount(4);
  for (const [index, step] of STEPS.entries()) {
    const item = guideSteps(page).nth(index);
    await expect(item.getByRole('button', { name: step.title, exact: true })).toBeVisible();
    await expect(item).toHaveAttribute('data-state', index === 0 ? 'next' : 'later');
  }
  // Only step 1 has a video configured (ONBOARDING_VIDEO_1, a file: the page's own player).
  await expect(guideSteps(page).nth(0).locator('video')).toHaveAttribute('src', `${env('E2E_EMBED_URL')}/onboarding-1.mp4`);
  for (const index of [1, 2, 3]) await expect(guideSteps(page).nth(index).locator('video, iframe')).toHaveCount(0);

  // The widget's guide shows the same steps and videos.
  await pastTheShowDelay(page);
  await expect(toggle(page)).toContainText('0/4');
  await openGuide(page);
  const widgetItems = widget(page).getByRole('listitem');
  await expect(widgetItems.nth(0).locator('video')).toHaveCount(1);
  for (const index of [1, 2, 3]) await expect(widgetItems.nth(index).locator('video, iframe')).toHaveCount(0);
  await toggle(page).click();
  await expect(widget(page).getByRole('list')).toHaveCount(0);

  await guideSteps(page).nth(0).getByRole('button', { name: STEPS[0].title }).click();
  await expect(page).toHaveURL(atPath(STEPS[0].path));
  await expect(toggle(page)).toContainText('1/4');

  await page.goBack();
  await expect(h1(page, 'Onboarding')).toBeVisible();
  await expect(guideSteps(page).nth(0)).toHaveAttribute('data-state', 'done');
  await expect(guideSteps(page).nth(1)).toHaveAttribute('data-state', 'next');
  // A done step leads to its page again without moving the progress.
  await guideSteps(page).nth(0).getByRole('button', { name: STEPS[0].title }).click();
  await expect(page).toHaveURL(atPath(STEPS[0].path));
  await expect(toggle(page)).toContainText('1/4');
});

test('a failed completion alerts and keeps the widget, and the last step can be tried again', async ({ page }) => {
  const member = await activeMember(page, 'Retry');
  await page.goto('/create');
  await expect(h1(page, 'Create')).toBeVisible();
  await page.evaluate((id) => localStorage.setItem('onboardingProgress', JSON.stringify({ [id]: 3 })), member.accountId);
  await page.reload();
  await pastTheShowDelay(page);
  await expect(toggle(page)).toContainText('3/4');

  const onboarded = routePattern(endpoints.setOnboarded, { id: member.accountId });
  await page.route(onboarded, (route) => route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try again in a moment.' } } }));
  await openGuide(page);
  await widgetStep(page, STEPS[3].title).click();
  await expectOops(page, 'Try again in a moment.');
  await expect(toggle(page)).toContainText('3/4');
  await expect(widget(page).getByText("You're all set!")).toHaveCount(0);

  await page.unroute(onboarded);
  await openGuide(page);
  await widgetStep(page, STEPS[3].title).click();
  await expect(widget(page).getByText("You're all set!")).toBeVisible();
  await page.clock.runFor(TIMINGS.onboardingHideMs);
  await expect(widget(page)).toHaveCount(0);
});

test('Sign Out forgets the onboarding progress with the rest of the session', async ({ page }) => {
  const member = await activeMember(page, 'Leaving');
  await page.goto('/');
  await pastTheShowDelay(page);
  await openGuide(page);
  await widgetStep(page, STEPS[0].title).click();
  await expect(toggle(page)).toContainText('1/4');
  expect(JSON.parse((await storedProgress(page))!)).toEqual({ [member.accountId]: 1 });

  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(h1(page, 'Welcome')).toBeVisible();
  expect(await storedProgress(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the widget is a small pill that leaves the page and its last controls free', async ({ page }) => {
    await activeMember(page, 'Mobile');
    await page.goto('/settings');
    await expect(h1(page, 'Settings')).toBeVisible();
    await pastTheShowDelay(page);
    await expect(toggle(page)).toContainText('0/4');
    const pill = (await toggle(page).boundingBox())!;
    expect(pill.width).toBeLessThan(160);
    expect(pill.height).toBeLessThan(64);

    // Scrolled to the end, the footer sits above the pill: its link is clickable as it is.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await expect.poll(async () => {
      const link = (await footerLink.boundingBox())!;
      return link.y + link.height;
    }).toBeLessThanOrEqual(pill.y);
    await footerLink.click();
    await expect(page).toHaveURL(atPath('/privacy-policy'));

    await openGuide(page);
    // Opened, the guide fits the screen (a phone has no sidebar rail beside it).
    const guide = (await widget(page).boundingBox())!;
    expect(guide.x).toBeGreaterThanOrEqual(0);
    expect(guide.x + guide.width).toBeLessThanOrEqual(390);
    await widgetStep(page, STEPS[0].title).click();
    await expect(page).toHaveURL(atPath(STEPS[0].path));
    await expect(toggle(page)).toContainText('1/4');
  });
});
