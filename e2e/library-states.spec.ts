import { BLUEPRINT_SECTIONS, endpoints, MESSAGES } from '@persona/shared';
import type { Page } from '@playwright/test';
import { atPath, expect, h1, test } from './fixtures';
import { apiOk, routePattern } from './support/api';
import { adminToken, storeSession } from './support/api-session';
import { createLibrary, placeOrders } from './support/avatars-setup';
import { switchedRoute } from './support/switched-route';

/**
 * One state system (loading skeletons; a failed load is an inline error with Try Again, never the empty state
 * and never an alert on top) on the Library and Orders, and the denser library: the whole card opens the avatar,
 * facts cut on a card read in full (title, and the avatar page), the Blueprint inline with its contents.
 */

const LONG_COMPANY = 'Northwind Traders International Holdings';
const LONG_CAMPAIGN = 'Spring Launch for the Pacific Northwest Region';
const ADA = { name: 'Ada Alpine', company: LONG_COMPANY, campaign: LONG_CAMPAIGN, occupation: 'head of procurement and vendor management' };

const skeleton = (page: Page) => page.locator('[data-skeleton]');
const oopsDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Oops!' });

test('Library and Orders: skeleton while loading, an inline error with Try Again on failure (never the empty state), and Try Again recovers', async ({ page }) => {
  const { user } = await createLibrary(page.request, [ADA]);
  await storeSession(page, user.token, user.email);
  const pages = await switchedRoute(page, routePattern(endpoints.listAvatarPage));

  pages.set('hold');
  await page.goto('/');
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await expect(skeleton(page)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  pages.release();
  pages.set('pass');
  await expect(page.getByRole('article', { name: ADA.name })).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);

  // Every call fails (the query's own retry included): the inline error, not "There are no Avatars to display".
  pages.set('fail');
  await page.reload();
  const error = page.getByRole('alert').filter({ hasText: 'We could not load your avatars.' });
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(MESSAGES.noAvatars, { exact: true })).toHaveCount(0);
  await expect(oopsDialog(page)).toHaveCount(0);
  pages.set('pass');
  await page.getByRole('button', { name: 'Try Again', exact: true }).click();
  await expect(page.getByRole('article', { name: ADA.name })).toBeVisible();
  await expect(error).toHaveCount(0);

  // Orders: the server's message in the page, with Try Again (it had none).
  await placeOrders(page.request, user, [{ name: '', company: 'Initech', campaign: 'Fall' }]);
  const orders = await switchedRoute(page, routePattern(endpoints.listOrderPage));
  orders.set('fail');
  await page.goto('/orders');
  await expect(h1(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The library is resting.' })).toBeVisible({ timeout: 20_000 });
  await expect(oopsDialog(page)).toHaveCount(0);
  orders.set('pass');
  await page.getByRole('button', { name: 'Try Again', exact: true }).click();
  await expect(page.getByRole('table')).toContainText('Initech');
});

test('the whole card opens the avatar; cut facts read in full on hover and on the avatar page; the Blueprint is inline with its contents', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { user } = await createLibrary(page.request, []);
  // A Blueprint with every section, long enough that the page (not the frame) scrolls.
  const [order] = await placeOrders(page.request, user, [ADA]);
  const sections = Object.fromEntries(BLUEPRINT_SECTIONS.map(({ key, title }) => [key, `${title}: ${'Ada weighs every option against the budget. '.repeat(12)}`]));
  const avatar = await apiOk(page.request, endpoints.deliverOrder, {
    params: { id: order!.id },
    body: { name: ADA.name, age: 41, gender: 'female', occupation: ADA.occupation, sections },
    token: await adminToken(page.request),
  });
  await storeSession(page, user.token, user.email);
  await page.goto('/');

  const card = page.getByRole('article', { name: ADA.name });
  await expect(card).toBeVisible();
  // One line of filters: the selects, the favourites box and Reset sit on one row, with no card to open.
  const boxes = await Promise.all(
    [page.getByLabel('Company', { exact: true }), page.getByLabel('Campaign', { exact: true }), page.getByRole('button', { name: 'Reset Filters' })].map((locator) =>
      locator.boundingBox(),
    ),
  );
  const middles = boxes.map((box) => box!.y + box!.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
  await expect(page.getByRole('button', { name: /filters$/ })).toHaveCount(0);

  // A fact cut to the card's width carries its full text as the title.
  const company = card.getByRole('definition').filter({ hasText: 'Northwind' });
  await expect(company).toHaveAttribute('title', 'Northwind Traders International Holdings');
  await expect(card.getByRole('definition').filter({ hasText: 'Spring Launch' })).toHaveAttribute('title', /^Spring Launch for the Pacific Northwest Region$/i);
  // The star and the pen are controls of their own, not inside the link.
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link').getByRole('button')).toHaveCount(0);

  // A click on the card's text (not on Open) opens the avatar.
  await card.getByRole('definition').filter({ hasText: 'Female' }).click();
  await expect(page).toHaveURL(atPath(`/avatarDetail/${avatar.id}`));

  // The avatar's name is the title, 'Avatar' its label; the facts are in full.
  await expect(h1(page, ADA.name)).toBeVisible();
  await expect(page.getByText('Avatar', { exact: true }).first()).toBeVisible();
  const detail = page.getByRole('article', { name: ADA.name });
  await expect(detail.getByRole('definition')).toHaveText(['41', 'Female', 'Head of Procurement and Vendor Management', LONG_COMPANY, 'Spring Launch for the Pacific Northwest Region'].map((text) => new RegExp(`^${text}$`, 'i')));
  for (const fact of await detail.getByRole('definition').all()) {
    expect(await fact.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  }

  // The Blueprint is as tall as its document: the page scrolls, the frame does not.
  const frame = page.locator(`iframe[title="Blueprint of ${ADA.name}"]`);
  const document = page.frameLocator(`iframe[title="Blueprint of ${ADA.name}"]`);
  await expect(document.getByRole('heading', { level: 2, name: 'Known gaps (what we do not know)' })).toBeAttached();
  await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThan(1500);
  const inner = await document.locator('html').evaluate((html) => ({ content: html.getBoundingClientRect().height, scroll: html.scrollHeight, view: window.innerHeight }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.view + 1);
  // Nor is it taller than the document (the frame starts at 75vh, and shrinks to a short one).
  expect(inner.view).toBeLessThanOrEqual(Math.ceil(inner.content) + 1);

  // The contents list every section; a click brings that section to the top of the window.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('button')).toHaveCount(BLUEPRINT_SECTIONS.length);
  await contents.getByRole('button', { name: 'Channels and trusted sources' }).click();
  const sectionTop = async () => {
    const top = await document.locator('section#channels').evaluate((section) => section.getBoundingClientRect().top);
    return (await frame.boundingBox())!.y + top;
  };
  await expect.poll(sectionTop).toBeGreaterThanOrEqual(0);
  await expect.poll(sectionTop).toBeLessThan(100);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
