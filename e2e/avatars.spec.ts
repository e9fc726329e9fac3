import type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';
import { endpointPath, endpoints, filterAvatars, MESSAGES } from '@persona/shared';
import type { Locator, Page } from '@playwright/test';
import { V2_DOCUMENT } from '../apps/api/src/features/blueprints/fixtures/v2-document';
import { BLUEPRINT_PAGE_CSP, renderBlueprintPage } from '../apps/api/src/features/blueprints/render-blueprint';
import { atPath, expect, expectOops, h1, test } from './fixtures';
import { isCall, pathSource, routePattern } from './support/api';
import { registerViaApi, signInPage } from './support/api-session';
import { createLibrary, placeOrders, signedInLibrary, type Persona } from './support/avatars-setup';

/** The Avatar Library (/) and the avatar detail page (/avatarDetail/{id}) against the real API. */

const ADA: Persona = { name: 'Ada Alpine', company: 'Acme', campaign: 'Spring Launch' };
const BEN: Persona = { name: 'Ben Basecamp', company: 'Acme', campaign: 'Summer Sale', gender: 'male' };
const CLEO: Persona = { name: 'Cleo Coast', company: 'Globex', campaign: 'Spring Launch' };

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cardNames = (page: Page) => page.getByRole('list', { name: 'Avatars' }).getByRole('article');
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const star = (page: Page, name: string) => card(page, name).getByRole('button', { name: new RegExp(`^(Add ${name} to|Remove ${name} from) favorites$`) });
const companySelect = (page: Page) => page.getByLabel('Company', { exact: true });
const campaignSelect = (page: Page) => page.getByLabel('Campaign', { exact: true });
const favoritesOnly = (page: Page) => page.getByRole('checkbox', { name: 'Show Favorites' });
const evidenceOnly = (page: Page) => page.getByRole('checkbox', { name: 'Evidence-backed only' });
const countText = (page: Page, shown: number | string, total: number | string) =>
  page.getByText(`Showing ${shown} of ${total} ${total === 1 ? 'avatar' : 'avatars'}`, { exact: true });
const documentFrame = (page: Page, name: string) => page.frameLocator(`iframe[title="Blueprint of ${name}"]`);

/** From the next page load on, the browser has no IntersectionObserver (as older ones had none). */
const withoutIntersectionObserver = (page: Page) =>
  page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

/** Waits for the server's answer to the PATCH of an avatar field and gives the body that was sent. */
const patchBody = (page: Page, endpoint: typeof endpoints.setFavorite | typeof endpoints.renameAvatar) =>
  page
    .waitForResponse((response) => isCall(response.request(), endpoint))
    .then((response) => response.request().postDataJSON() as unknown);

test('the banner counts the orders still being processed and links to Orders', async ({ page }) => {
  const { user } = await signedInLibrary(page, [ADA]);
  await page.goto('/');
  await expect(card(page, ADA.name)).toBeVisible();
  // Delivered orders have a docId: no banner yet.
  await expect(page.getByText(/product\(s\) being processed/)).toHaveCount(0);

  await placeOrders(page.request, user, [{ name: '', company: 'Initech', campaign: 'Fall' }, { name: '', company: 'Initech', campaign: 'Winter' }]);
  await page.reload();
  await expect(page.getByText(MESSAGES.productsProcessing(2), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(atPath('/orders'));
  await expect(h1(page, 'Orders')).toBeVisible();
});

test('filters by company, then by a campaign of that company, by favourites, and resets', async ({ page }) => {
  await signedInLibrary(page, [ADA, BEN, CLEO]);
  await page.goto('/');
  // Newest first.
  await expect(cardNames(page).getByRole('heading', { level: 2 })).toHaveText([CLEO.name, BEN.name, ADA.name]);
  await expect(countText(page, 3, 3)).toBeVisible();
  await expect(favoritesOnly(page)).toBeDisabled();
  await expect(button(page, 'Reset Filters')).toBeDisabled();
  await expect(campaignSelect(page)).toBeDisabled();
  await expect(companySelect(page).locator('option')).toHaveText(['Choose a company', 'Acme', 'Globex']);
  await expect(companySelect(page).locator('option').first()).toBeDisabled();

  await companySelect(page).selectOption('Acme');
  await expect(cardNames(page)).toHaveCount(2);
  await expect(card(page, CLEO.name)).toHaveCount(0);
  // Only Acme's campaigns, although Globex has a Spring Launch too.
  await expect(campaignSelect(page).locator('option')).toHaveText(['Choose a campaign', 'Spring Launch', 'Summer Sale']);
  await campaignSelect(page).selectOption('Summer Sale');
  await expect(cardNames(page)).toHaveCount(1);
  await expect(card(page, BEN.name)).toBeVisible();
  await expect(page).toHaveURL(/\?company=Acme&campaign=Summer\+Sale$/);

  await button(page, 'Reset Filters').click();
  await expect(cardNames(page)).toHaveCount(3);
  await expect(companySelect(page)).toHaveValue('');
  await expect(campaignSelect(page)).toBeDisabled();

  await star(page, CLEO.name).click();
  await expect(favoritesOnly(page)).toBeEnabled();
  // A click rather than check(): the box is drawn from the address, which React Router updates in a
  // transition, so the tick may land a frame after the click (check() reads the state at once).
  await favoritesOnly(page).click();
  await expect(favoritesOnly(page)).toBeChecked();
  await expect(cardNames(page)).toHaveCount(1);
  await expect(card(page, CLEO.name)).toBeVisible();
  await companySelect(page).selectOption('Acme');
  await expect(page.getByText('No avatars match these filters.', { exact: true })).toBeVisible();
  await button(page, 'Reset Filters').click();
  await expect(favoritesOnly(page)).not.toBeChecked();
  await expect(cardNames(page)).toHaveCount(3);
});

test('the favourite star toggles at once, persists after a reload, and a refused change is undone with the server message', async ({ page }) => {
  await signedInLibrary(page, [ADA]);
  await page.goto('/');
  const adaStar = star(page, ADA.name);
  await expect(adaStar).toHaveAttribute('aria-pressed', 'false');
  await expect(adaStar).toHaveAccessibleName(`Add ${ADA.name} to favorites`);

  const sent = patchBody(page, endpoints.setFavorite);
  await adaStar.click();
  await expect(adaStar).toHaveAttribute('aria-pressed', 'true');
  await expect(adaStar).toHaveAccessibleName(`Remove ${ADA.name} from favorites`);
  expect(await sent).toEqual({ favorite: true });
  await page.reload();
  await expect(adaStar).toHaveAttribute('aria-pressed', 'true');

  // The server answers only once the test has seen the star change: the list is updated first.
  const message = 'Favourites are resting right now.';
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(routePattern(endpoints.setFavorite), async (route) => {
    await answered;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message } }) });
  });
  await adaStar.click();
  await expect(adaStar).toHaveAttribute('aria-pressed', 'false');
  answer();
  await expectOops(page, message);
  await expect(adaStar).toHaveAttribute('aria-pressed', 'true');
});

test('renames with Enter or the check icon, as typed; X restores the old name; an empty name is refused without a call', async ({ page }) => {
  await signedInLibrary(page, [{ name: 'hiking hannah', company: 'Acme', campaign: 'Spring Launch', occupation: 'trail guide' }]);
  await page.goto('/');
  // Displayed capitalised word by word.
  const hannah = card(page, 'Hiking Hannah');
  await expect(hannah.getByRole('heading', { level: 2 })).toHaveText('Hiking Hannah');
  await expect(hannah.getByRole('definition')).toHaveText(['35', 'Female', 'Trail Guide', 'Acme', 'Spring Launch']);

  const patches: string[] = [];
  page.on('request', (request) => {
    if (isCall(request, endpoints.renameAvatar)) patches.push(request.url());
  });
  await button(hannah, 'Rename Hiking Hannah').click();
  const input = page.getByRole('textbox', { name: 'New name for Hiking Hannah' });
  await expect(input).toHaveValue('hiking hannah');
  await input.fill('');
  await input.press('Enter');
  await expectOops(page, MESSAGES.avatarNameRequired);
  expect(patches).toHaveLength(0);

  await input.fill('Somebody Else');
  await button(page, 'Cancel renaming Hiking Hannah').click();
  await expect(input).toHaveCount(0);
  await expect(hannah.getByRole('heading', { level: 2 })).toHaveText('Hiking Hannah');

  await button(hannah, 'Rename Hiking Hannah').click();
  const sent = patchBody(page, endpoints.renameAvatar);
  await input.fill('mountain mia');
  await input.press('Enter');
  expect(await sent).toEqual({ name: 'mountain mia' });
  const mia = card(page, 'Mountain Mia');
  await expect(mia.getByRole('heading', { level: 2 })).toHaveText('Mountain Mia');

  await button(mia, 'Rename Mountain Mia').click();
  await page.getByRole('textbox', { name: 'New name for Mountain Mia' }).fill('Peak Pete');
  await button(page, 'Save new name for Mountain Mia').click();
  await expect(card(page, 'Peak Pete')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Peak Pete').getByRole('heading', { level: 2 })).toHaveText('Peak Pete');
});

test('Open shows the card under the avatar’s name and the Blueprint document in a frame; Back returns to the filtered library; no Chat without a test membership', async ({ page }) => {
  const { avatars } = await signedInLibrary(page, [ADA, CLEO]);
  const ada = avatars[0]!;
  await page.goto('/?company=Acme');
  await expect(cardNames(page)).toHaveCount(1);
  await card(page, ADA.name).getByRole('link', { name: `Open ${ADA.name}` }).click();

  await expect(page).toHaveURL(atPath(`/avatarDetail/${ada.id}`));
  await expect(h1(page, ADA.name)).toBeVisible();
  const detailCard = card(page, ADA.name);
  await expect(detailCard.getByRole('definition')).toHaveText(['35', 'Female', 'Engineer', 'Acme', 'Spring Launch']);
  await expect(detailCard.getByRole('link')).toHaveCount(0);
  const frame = page.locator(`iframe[title="Blueprint of ${ADA.name}"]`);
  // Its own origin, no navigation, no forms, no popups: only its layout script runs (the page's CSP pins it).
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(documentFrame(page, ADA.name).getByRole('heading', { level: 1, name: ADA.name })).toBeVisible();
  await expect(documentFrame(page, ADA.name).getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  const openDocument = page.getByRole('link', { name: 'Open document' });
  await expect(openDocument).toHaveAttribute('href', new RegExp(`^${pathSource(endpoints.blueprintPage)}\\?expires=\\d+&signature=`));
  await expect(openDocument).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: `Chat with ${ADA.name}` })).toHaveCount(0);

  await button(page, 'Back').click();
  await expect(page).toHaveURL(/\/\?company=Acme$/);
  await expect(cardNames(page)).toHaveCount(1);

  // Opened directly there is no history in the app: Back leads to the library.
  await page.goto(`/avatarDetail/${ada.id}`);
  await expect(documentFrame(page, ADA.name).getByRole('heading', { level: 1, name: ADA.name })).toBeVisible();
  await button(page, 'Back').click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(h1(page, 'Avatar Library')).toBeVisible();
});

test('on a phone the Blueprint below the card loads as the reader scrolls towards it; without IntersectionObserver at once', async ({ page }) => {
  const { avatars } = await signedInLibrary(page, [ADA]);
  // A small phone: the frame's place starts well over 300 px below the fold.
  await page.setViewportSize({ width: 375, height: 667 });
  const frame = page.locator(`iframe[title="Blueprint of ${ADA.name}"]`);
  const openDocument = page.getByRole('link', { name: 'Open document' });
  await page.goto(`/avatarDetail/${avatars[0]!.id}`);
  await expect(card(page, ADA.name).getByRole('definition')).toHaveText(['35', 'Female', 'Engineer', 'Acme', 'Spring Launch']);
  // The frame's place is held below the card (so the link under it is out of view), but nothing is loaded there:
  // the page has settled (no request for half a second) without one.
  await expect(openDocument).not.toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Contents' })).not.toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(await frame.count()).toBe(0);
  // Nor do the contents' placeholders pulse as if something loaded.
  await expect(page.getByRole('navigation', { name: 'Contents' }).locator('.animate-pulse')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Contents' }).scrollIntoViewIfNeeded();
  await expect(documentFrame(page, ADA.name).getByRole('heading', { level: 1, name: ADA.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('button', { name: 'At a glance' })).toBeVisible();

  await withoutIntersectionObserver(page);
  await page.reload();
  await expect(card(page, ADA.name)).toBeVisible();
  await expect(documentFrame(page, ADA.name).getByRole('heading', { level: 1, name: ADA.name })).toBeAttached();
  await expect(openDocument).not.toBeInViewport();
});

test('the Blueprint document follows the portal theme', async ({ page }) => {
  const { avatars } = await signedInLibrary(page, [ADA]);
  await page.goto(`/avatarDetail/${avatars[0]!.id}`);
  const body = documentFrame(page, ADA.name).locator('body');
  await expect(body.getByRole('heading', { level: 1, name: ADA.name })).toBeVisible();
  const background = () => body.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect.poll(background).toBe('rgb(15, 23, 42)'); // dark is the default theme
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
});

test('the Chat button appears on the detail page for a test membership and leads to the avatar chat', async ({ page }) => {
  const { avatars } = await signedInLibrary(page, [ADA], { membership: 'test' });
  await page.goto(`/avatarDetail/${avatars[0]!.id}`);
  const chat = page.getByRole('link', { name: `Chat with ${ADA.name}` });
  await expect(chat).toHaveAttribute('href', `/chat/avatar/${avatars[0]!.id}`);
  await chat.click();
  await expect(page).toHaveURL(atPath(`/chat/avatar/${avatars[0]!.id}`));
});

test('an unknown or another account’s avatar shows a not-found message with a way back', async ({ page, request }) => {
  const [{ avatars: foreign }] = await Promise.all([createLibrary(request, [CLEO]), signedInLibrary(page, [ADA])]);
  for (const id of ['no-such-avatar', foreign[0]!.id]) {
    await page.goto(`/avatarDetail/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Avatar not found' })).toBeVisible();
    await expect(page.getByText('This avatar does not exist.', { exact: true })).toBeVisible();
    await expect(card(page, CLEO.name)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Avatar Library' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(card(page, ADA.name)).toBeVisible();
});

test('an account without avatars sees the empty state, with the Onboarding Guide and the first order', async ({ page }) => {
  const user = await registerViaApi(page.request, { active: true });
  await signInPage(page, user.email, user.password);
  await page.goto('/');
  await expect(page.getByText(MESSAGES.noAvatars, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.onboardingHint, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Onboarding Guide' })).toHaveAttribute('href', '/onboarding');
  const order = page.getByRole('link', { name: 'Order your first Buyer’s Brief or Blueprint' });
  await expect(order).toHaveAttribute('href', '/create');
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await order.click();
  await expect(page).toHaveURL(atPath('/create'));
});

/** A library of n avatars as the API would list it, in two companies with two campaigns each. */
function bigLibrary(n: number): LibraryAvatar[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `avatar-${i}`,
    docId: null,
    docUrl: '',
    data: {
      name: `Persona ${i}`,
      // The first portrait is missing: its card shows the placeholder.
      img: endpointPath(endpoints.portrait, { seed: i === 0 ? 'missing.png' : `avatar-${i}.svg` }),
      age: 20 + (i % 50),
      gender: i % 2 ? 'male' : 'female',
      occupation: 'analyst',
      companyName: i % 2 ? 'Globex' : 'Acme',
      campaignName: i % 4 < 2 ? 'Spring' : 'Autumn',
      companyId: null,
      campaignId: null,
      favorite: i === 7,
    },
    evidence: null,
  }));
}

/**
 * An active member with no avatars of their own, whose library calls (the pages and the filter options) answer
 * from `avatars` as the server would (filtered, newest first as given, a page at a time), or fail.
 */
async function withListedAvatars(page: Page, avatars: LibraryAvatar[] | null) {
  const user = await registerViaApi(page.request, { active: true });
  const down = { status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }) };
  await page.route(routePattern(endpoints.listAvatarPage), (route) => {
    if (!avatars) return route.fulfill(down);
    const query = new URL(route.request().url()).searchParams;
    const company = query.get('company');
    const matching = filterAvatars(avatars, {
      company,
      campaign: company === null ? null : query.get('campaign'),
      favoritesOnly: query.get('favorites') === 'true',
      evidenceOnly: query.get('evidence') === 'true',
    });
    const start = Number(query.get('cursor') ?? 0);
    const end = start + Number(query.get('limit') ?? 48);
    return route.fulfill({ json: { items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null, total: matching.length } });
  });
  await page.route(routePattern(endpoints.listAvatarFilters), (route) => {
    if (!avatars) return route.fulfill(down);
    const companies = [...new Set(avatars.map(({ data }) => data.companyName))].sort().map((name) => ({
      name,
      campaigns: [...new Set(avatars.filter(({ data }) => data.companyName === name).map(({ data }) => data.campaignName))].sort(),
    }));
    const anyEvidence = avatars.some(({ evidence }) => (evidence?.total ?? 0) > 0);
    return route.fulfill({ json: { companies, anyFavorite: avatars.some(({ data }) => data.favorite), anyEvidence, total: avatars.length } });
  });
  // The detail page of a listed avatar, as GET /api/avatars/{id} would answer it.
  await page.route(routePattern(endpoints.getAvatar), (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1)!);
    const avatar = avatars?.find((item) => item.id === id);
    if (!avatar) return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'This avatar does not exist.' } }) });
    const { data } = avatar;
    const snapshot: AvatarSnapshot = {
      ...{ id, name: data.name, gender: data.gender, favorite: data.favorite, age: data.age, img: data.img, occupation: data.occupation },
      data: { docUrl: avatar.docUrl, companyName: data.companyName, companyId: null, campaignName: data.campaignName, campaignId: null },
      user: { accountID: user.accountId, userId: null },
      evidence: avatar.evidence,
    };
    return route.fulfill({ json: [snapshot] });
  });
  await signInPage(page, user.email, user.password);
  await page.goto('/');
}

test('5,000 avatars: only a page of cards is drawn, more come with scrolling, and filtering is immediate', async ({ page }) => {
  await withListedAvatars(page, bigLibrary(5000));
  await expect(countText(page, 48, '5,000')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(48);
  await expect(page.getByRole('img', { name: 'No portrait of Persona 0' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait of Persona 1', exact: true })).toBeVisible();

  // Reaching the end of the list draws the next page.
  await button(page, 'Show more').scrollIntoViewIfNeeded();
  await expect(countText(page, 96, '5,000')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(96);

  await companySelect(page).selectOption('Globex');
  await expect(countText(page, 48, '2,500')).toBeVisible();
  await campaignSelect(page).selectOption('Autumn');
  await expect(countText(page, 48, '1,250')).toBeVisible();
  await favoritesOnly(page).click();
  await expect(favoritesOnly(page)).toBeChecked();
  await expect(countText(page, 1, 1)).toBeVisible();
  await expect(card(page, 'Persona 7')).toBeVisible();
  // Version-1 Blueprints only: no evidence toggle, no badge.
  await expect(evidenceOnly(page)).toHaveCount(0);
  await expect(page.getByText(/% evidence$/)).toHaveCount(0);
});

test('evidence: a coverage badge on the cards with claims, an evidence-backed filter, and the detail page’s coverage and quotes', async ({ page }) => {
  // The document page of a version-2 Blueprint, served as the API serves it (its CSP runs no script).
  const docPath = '/evidence-blueprint';
  const blueprintPage = await renderBlueprintPage({ name: 'Persona 1', company: 'Globex', campaign: 'Spring' }, V2_DOCUMENT);
  await page.route(`**${docPath}{,?**}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': BLUEPRINT_PAGE_CSP },
      body: blueprintPage,
    }),
  );
  const coverages = [null, { supported: 7, total: 9 }, { supported: 1, total: 4 }, { supported: 2, total: 2 }, null, { supported: 0, total: 0 }];
  await withListedAvatars(
    page,
    bigLibrary(coverages.length).map((avatar, i) => ({ ...avatar, evidence: coverages[i]!, docUrl: i === 1 ? docPath : '' })),
  );
  await expect(countText(page, 6, 6)).toBeVisible();
  const badge = card(page, 'Persona 1').getByTitle('7 of 9 claims backed by research', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('77 % evidence7 of 9 claims backed by research');
  await expect(card(page, 'Persona 3').getByText('100 % evidence', { exact: true })).toBeVisible();
  for (const name of ['Persona 0', 'Persona 4', 'Persona 5']) await expect(card(page, name).getByText(/% evidence/)).toHaveCount(0);

  await expect(evidenceOnly(page)).not.toBeChecked();
  await evidenceOnly(page).click();
  await expect(evidenceOnly(page)).toBeChecked();
  await expect(countText(page, 2, 2)).toBeVisible();
  await expect(cardNames(page).getByRole('heading', { level: 2 })).toHaveText(['Persona 1', 'Persona 3']);
  await expect(page).toHaveURL(/[?&]evidence=1/);
  await page.reload();
  await expect(countText(page, 2, 2)).toBeVisible();
  await expect(evidenceOnly(page)).toBeChecked();

  await card(page, 'Persona 1').getByRole('link', { name: 'Open Persona 1' }).click();
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence).toContainText('7 of 9 claims backed by your research · 77 %');
  // The coverage chart: a cell per claim, its name the numbers it draws.
  const chart = evidence.getByRole('img', { name: 'Evidence coverage: 7 of 9 claims backed by your research (77 %), 2 not backed', exact: true });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(9);
  // The share stays whole where the card's width wraps the line: never a lone "%" under its number.
  await expect(evidence.getByText('77 %', { exact: true })).toHaveCSS('white-space', 'nowrap');
  const document = page.frameLocator('iframe[title="Blueprint of Persona 1"]');
  await expect(document.getByText('7 of 9 claims backed by your research · 77 %', { exact: true })).toBeVisible();
  await expect(document.getByText('Assumption: not found in your research', { exact: true })).toBeVisible();
  // A marker opens its quote, with the source and its place, without a script.
  const quote = document.locator('#pains-evidence-2');
  await expect(quote).toBeHidden();
  await document.locator('section#pains').getByRole('button', { name: 'Evidence 2: survey.csv, row 12' }).click();
  await expect(quote).toBeVisible();
  await expect(quote).toContainText('role: CMO; pain: <img src=x onerror=alert(2)> reporting takes hours');
  await expect(quote).toContainText('survey.csv, row 12');
  // The same quotes are listed under the section (for print, and browsers without popovers).
  await expect(document.getByRole('list', { name: 'Evidence for Pains and frustrations' }).getByRole('listitem')).toHaveCount(2);
});

test('without IntersectionObserver, Show more draws the next page until all are shown', async ({ page }) => {
  await withoutIntersectionObserver(page);
  await withListedAvatars(page, bigLibrary(100));
  await expect(countText(page, 48, 100)).toBeVisible();
  await button(page, 'Show more').click();
  await expect(countText(page, 96, 100)).toBeVisible();
  await button(page, 'Show more').click();
  await expect(cardNames(page)).toHaveCount(100);
  await expect(button(page, 'Show more')).toHaveCount(0);
});

test('a failed avatar fetch is an inline error with Try Again, never the empty library', async ({ page }) => {
  await withListedAvatars(page, null);
  await expect(h1(page, 'Avatar Library')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('We could not load your avatars.');
  await expect(button(page, 'Try Again')).toBeVisible();
  await expect(page.getByText(MESSAGES.noAvatars, { exact: true })).toHaveCount(0);
});
