import { endpoints, PANEL_TEXTS, type Panel } from '@persona/shared';
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { atPath, expect, expectOops, h1, sidebar, test } from './fixtures';
import { apiOk, isCall, routePattern } from './support/api';
import { adminToken, registerViaApi, signInPage } from './support/api-session';
import { E2E_PERSONAS as PERSONAS } from '../apps/api/src/features/persona/fidelity/fixtures/e2e-personas';
import { placeOrders, setMembership } from './support/avatars-setup';

/** Panels (/panels, /panels/new, /panels/{id}) against the real API and its offline responder (no LLM_* settings). */

const EMAIL = [
  'Subject: Meet the Ridge Runner trail shoe',
  'Our lightest trail shoe yet keeps your feet dry on long hikes.',
  'Grip on wet rock that lets you run the descents.',
  'Premium price, premium materials: no discounts, ever.',
  'Free returns for 30 days.',
  'Shop now',
].join('\n');
const EMAIL_LINES = EMAIL.split('\n').map((line) => line.trim());

const QUESTION_TITLE = 'Trail shoes or hiking boots';
const ASSET_TITLE = 'Ridge Runner launch email';

/** A member of a new, active account with the three avatars delivered (their Blueprints are the fidelity suite's e2e fixtures); then signed in. */
async function panelAccount(page: Page, { membership = 'test' as 'test' | null } = {}) {
  const { request } = page;
  const user = await registerViaApi(request, { active: true, name: 'Pia' });
  const orders = await placeOrders(request, user, PERSONAS);
  const token = await adminToken(request);
  for (const [index, order] of orders.entries()) {
    const { name, age, gender, occupation, sections } = PERSONAS[index]!;
    await apiOk(request, endpoints.deliverOrder, { params: { id: order.id }, body: { name, age, gender, occupation, sections }, token });
  }
  if (membership) await setMembership(request, user.accountId, membership);
  await signInPage(page, user.email, user.password);
  return user;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
/** A pickable avatar: named by its visible text, the name then the occupation. */
const pickButton = (scope: Locator, name: string) => scope.getByRole('button', { name: new RegExp(`^${name} `) });
const answersOf = (page: Page, name: string) => page.getByRole('listitem', { name: `Answers of ${name}`, exact: true });
const round = (column: Locator, name: 'First answer' | 'After hearing the others' | 'Answer') => column.getByRole('article', { name, exact: true });

/** Opens the New Panel form from /panels, picks the three avatars and chooses the kind. */
async function startPanel(page: Page, kind: 'Question' | 'Asset') {
  await page.goto('/panels');
  await page.getByRole('link', { name: 'New Panel', exact: true }).first().click();
  await expect(page).toHaveURL(atPath('/panels/new'));
  await expect(h1(page, 'New Panel')).toBeVisible();
  const pickable = page.getByRole('list', { name: 'Avatars to pick from' });
  for (const { name } of PERSONAS) await pickButton(pickable, name).click();
  await expect(page.getByRole('status').filter({ hasText: '3 of 6 picked' })).toBeVisible();
  for (const { name } of PERSONAS) await expect(pickButton(pickable, name)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: kind }).check();
}

/** Creates the panel; it opens and runs at once (the run's stream answers text/event-stream). */
async function createAndRun(page: Page) {
  const run = page.waitForResponse((response) => isCall(response.request(), endpoints.runPanel));
  await button(page, 'Create and run').click();
  await expect(page).toHaveURL(/\/panels\/[^/]+$/);
  expect((await run).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(button(page, 'Re-run')).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a test member runs a question and an asset panel, reopens both and exports one', async ({ page }) => {
  await panelAccount(page);
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Panels', exact: true }).click();
  await expect(page).toHaveURL(atPath('/panels'));
  await expect(h1(page, 'Panels')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No panels yet.' })).toBeVisible();

  // The form refuses what the shared schema refuses, before anything is sent.
  await page.getByRole('link', { name: 'New Panel', exact: true }).first().click();
  await pickButton(page.getByRole('list', { name: 'Avatars to pick from' }), PERSONAS[0]!.name).click();
  await button(page, 'Create and run').click();
  await expect(page.getByRole('alert').filter({ hasText: PANEL_TEXTS.tooFewAvatars })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: PANEL_TEXTS.questionRequired })).toBeVisible();

  // A question panel: both rounds for every avatar, each first answer citing its Blueprint, then the summary.
  await startPanel(page, 'Question');
  await page.getByRole('textbox', { name: 'Question' }).fill('What do you want from your trail shoes: lighter shoes or more grip?');
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill(QUESTION_TITLE);
  const questionPath = await createAndRun(page);
  await expect(h1(page, QUESTION_TITLE)).toBeVisible();
  for (const { name } of PERSONAS) {
    const column = answersOf(page, name);
    await expect(round(column, 'First answer')).not.toHaveAttribute('aria-busy', 'true');
    await expect(round(column, 'First answer').getByRole('list', { name: 'Sources' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(round(column, 'After hearing the others')).toBeVisible();
    await expect(round(column, 'After hearing the others')).not.toHaveAttribute('aria-busy', 'true');
    await expect(round(column, 'After hearing the others')).toContainText(/Stance: (Agrees|Partly agrees|Disagrees)/);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Where they agree' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Where they disagree' })).toBeVisible();

  // An asset panel on a pasted email: one reaction each, then the table; each "Stops at" quotes a line of it (or is empty).
  await startPanel(page, 'Asset');
  await page.getByRole('textbox', { name: 'Ad, email or page text' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill(ASSET_TITLE);
  const assetPath = await createAndRun(page);
  await expect(h1(page, ASSET_TITLE)).toBeVisible();
  const table = page.getByRole('table', { name: 'Summary' });
  await expect(table.getByRole('row')).toHaveCount(1 + PERSONAS.length);
  await expect(table.getByRole('columnheader')).toHaveText(['Avatar', 'Clicks', 'Stops at', 'Objection', 'Winning change']);
  for (const { name } of PERSONAS) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const stopsAt = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
    expect(stopsAt === '' || EMAIL_LINES.includes(stopsAt), `"${stopsAt}" is a line of the email`).toBe(true);
    await expect(round(answersOf(page, name), 'Answer')).toContainText('Notices first');
  }

  // Both are saved, newest first, and open again from /panels.
  await sidebar(page).getByRole('link', { name: 'Panels', exact: true }).click();
  const saved = page.getByRole('list', { name: 'Saved panels' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0)).toContainText(ASSET_TITLE);
  await expect(saved.nth(0)).toContainText('Asset');
  await expect(saved.nth(0)).toContainText('Ada Alpine, Ben Brook, Cleo Camp');
  await expect(saved.nth(0)).toContainText('Done');
  await expect(saved.nth(1)).toContainText(QUESTION_TITLE);
  await saved.nth(1).getByRole('link', { name: QUESTION_TITLE }).click();
  await expect(page).toHaveURL(atPath(questionPath));
  await expect(h1(page, QUESTION_TITLE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Where they agree' })).toBeVisible();
  await expect(round(answersOf(page, 'Ben Brook'), 'After hearing the others')).toContainText('Stance:');

  // Export Markdown: <title>.md with the title and the summary.
  const download = page.waitForEvent('download');
  await button(page, 'Export Markdown').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${QUESTION_TITLE}.md`);
  const markdown = await readFile(await file.path(), 'utf8');
  expect(markdown).toContain(`# ${QUESTION_TITLE}`);
  expect(markdown).toContain('## Summary');
  expect(markdown).toContain('### Where they agree');
  expect(markdown).toContain('#### After hearing the others');

  await page.goBack();
  await saved.filter({ hasText: ASSET_TITLE }).getByRole('link').click();
  await expect(page).toHaveURL(atPath(assetPath));
  await expect(page.getByRole('table', { name: 'Summary' }).getByRole('row')).toHaveCount(1 + PERSONAS.length);

  // An asset uploaded as a .txt file (chat's attachment upload) instead of pasted.
  await startPanel(page, 'Asset');
  const uploaded = page.waitForResponse((response) => isCall(response.request(), endpoints.uploadChatAttachment));
  await page.getByLabel('Or upload it', { exact: true }).setInputFiles({ name: 'email.txt', mimeType: 'text/plain', buffer: Buffer.from(EMAIL, 'utf8') });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Attached: email.txt' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ad, email or page text' })).toHaveCount(0);
  await createAndRun(page);
  await expect(page.getByText('From email.txt')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Summary' }).getByRole('row')).toHaveCount(1 + PERSONAS.length);

  // Delete asks first, then goes back to the list without it.
  await button(page, 'Delete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText('Danger zone');
  await button(dialog, 'Delete').click();
  await expect(page).toHaveURL(atPath('/panels'));
  await expect(saved).toHaveCount(2);
});

test('a panel whose last run was interrupted says so and runs again; a refused run shows the limit', async ({ page }) => {
  await panelAccount(page);
  await startPanel(page, 'Question');
  await page.getByRole('textbox', { name: 'Question' }).fill('Would you buy trail shoes without trying them on?');
  const path = await createAndRun(page);
  const id = path.split('/').at(-1)!;

  // A crash cannot be made here: the server's own answer for the panel, with the status a restart leaves behind.
  await page.route(routePattern(endpoints.getPanel, { id }), async (route) => {
    if (!isCall(route.request(), endpoints.getPanel)) return route.fallback();
    const response = await route.fetch();
    const panel = (await response.json()) as Panel;
    expect(panel.status).toBe('done');
    return route.fulfill({ response, json: { ...panel, status: 'interrupted' } });
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: PANEL_TEXTS.interrupted })).toBeVisible();
  await expect(button(page, 'Re-run')).toBeEnabled();

  // The hourly limit's refusal (PANEL_RUNS_PER_HOUR at its default) shows the server's message, on the alert and on the page.
  const limit = PANEL_TEXTS.runLimit(20);
  await page.route(routePattern(endpoints.runPanel, { id }), (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '1200' }, json: { error: { code: 'RATE_LIMITED', message: limit } } }),
  );
  await button(page, 'Re-run').click();
  await expectOops(page, limit);
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
  await expect(button(page, 'Re-run')).toBeEnabled();
  await expect(round(answersOf(page, PERSONAS[0]!.name), 'First answer')).toBeVisible();
});

test('an account without the test membership sees the notice instead of its panels', async ({ page }) => {
  const user = await registerViaApi(page.request, { active: true, name: 'Nina' });
  await signInPage(page, user.email, user.password);
  for (const path of ['/panels', '/panels/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Panels are part of the Test membership' })).toBeVisible();
    await expect(page.getByText(PANEL_TEXTS.noTestMembership)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved panels' })).toHaveCount(0);
    await expect(button(page, 'Create and run')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'View Membership' }).click();
  await expect(page).toHaveURL(atPath('/settings/membership'));
});
