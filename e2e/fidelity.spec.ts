import { BLUEPRINT_SECTIONS, capitalizeWords, endpoints, FIDELITY_FIGURE_TEXTS, FIDELITY_FIGURES, FIDELITY_LIMITS_TEXT, FIDELITY_MESSAGES, type LibraryAvatar } from '@persona/shared';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, expectAlert, expectOops, h1, test } from './fixtures';
import { apiCall, apiOk, isCall, routePattern } from './support/api';
import { adminToken, storeSession } from './support/api-session';
import { createLibrary } from './support/avatars-setup';
import { fillPersona, openConsole } from './support/delivery-form';
import { customerWithOrder } from './support/order-setup';
import { FIDELITY_RUNS_PER_HOUR } from './support/portal-limits';
import { scriptsWithZod } from './support/scripts';

/**
 * Fidelity reports in the browser, on the built server's offline persona: measured by the admin on an order's draft
 * in the delivery console, handed to the avatar at delivery, read and measured again by the customer on the avatar
 * page, and refused past the account's hourly runs (global-setup lowers FIDELITY_RUNS_PER_HOUR).
 */

const TITLES = FIDELITY_FIGURES.map((key) => FIDELITY_FIGURE_TEXTS[key].title);
const SECTIONS: Record<string, string> = {
  'At a glance': 'Rita Runner is a product manager who runs trail races every weekend in the Alps.',
  'Goals and jobs to be done': '- Finish a mountain marathon this year.\n- Find trail shoes that last a whole season.',
  'Pains and frustrations': '- Shoes that wear out after two months.\n- Blisters on long descents.',
  'Known gaps (what we do not know)': '- Her budget for running gear.',
};

/** The same Blueprint as the delivery body names its sections. */
const SECTION_BODY = Object.fromEntries(Object.entries(SECTIONS).map(([title, text]) => [BLUEPRINT_SECTIONS.find((section) => section.title === title)!.key, text]));

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const fidelity = (scope: Page | Locator) => scope.getByRole('region', { name: 'Fidelity', exact: true });
const figure = (scope: Locator, title: string) => scope.getByRole('listitem', { name: title, exact: true });
/** The report's date as stored (the time element's machine-readable value). */
const reportDate = (card: Locator) => card.locator('time').first().getAttribute('datetime');

/** Every figure of the report, in its order, each with a verdict in words. */
async function expectSevenFigures(scope: Locator): Promise<void> {
  const figures = scope.getByRole('list', { name: 'Figures', exact: true }).first();
  await expect(figures.locator(':scope > li')).toHaveCount(TITLES.length);
  const shown = await figures.locator(':scope > li').allInnerTexts();
  expect(shown.map((text) => TITLES.find((title) => text.startsWith(title)))).toEqual(TITLES);
  for (const text of shown) expect(text).toMatch(/\b(Pass|Fail|Not measured)\b/);
}

const runCalls = (page: Page): Request[] => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isCall(request, endpoints.runAvatarFidelity)) calls.push(request);
  });
  return calls;
};

test('an admin measures a draft in the delivery console, then delivers it with its report', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'Fidelity');
  const form = await openConsole(page, customer);
  await fillPersona(form);
  for (const [label, text] of Object.entries(SECTIONS)) await form.getByLabel(label, { exact: true }).fill(text);

  const panel = fidelity(form);
  await expect(button(panel, 'Measure fidelity')).toBeVisible();
  const measured = page.waitForResponse((response) => isCall(response.request(), endpoints.runOrderFidelity, { id: customer.order.id }));
  await button(panel, 'Measure fidelity').click();
  const response = await measured;
  expect(response.status()).toBe(200);
  // The run measured the form's body, as delivering would send it.
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Rita Runner', age: 34, sections: { 'at-a-glance': SECTIONS['At a glance'] } });
  await expectSevenFigures(panel);
  await expect(panel.getByText('with the offline persona')).toBeVisible();
  await expect(panel.getByText(FIDELITY_LIMITS_TEXT, { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Examples, failures first' })).toBeVisible();
  await expect(button(panel, 'Measure again')).toBeEnabled();
  const { report } = await apiOk(request, endpoints.getOrderFidelity, { params: { id: customer.order.id }, token: await adminToken(request) });
  expect(report).toMatchObject({ status: 'done', driver: 'offline', model: null });

  const delivery = page.waitForResponse((answer) => isCall(answer.request(), endpoints.deliverOrder, { id: customer.order.id }));
  await button(form, 'Deliver Blueprint').click();
  const avatar = (await (await delivery).json()) as LibraryAvatar;
  await expectAlert(page, `Rita Runner was delivered to ${capitalizeWords(customer.accountName)}.`);
  // The avatar's report is the one measured before delivery.
  const delivered = await apiOk(request, endpoints.getAvatarFidelity, { params: { id: avatar.id }, token: customer.token });
  expect(delivered.report?.id).toBe(report?.id);
});

/** A customer's avatar delivered through the API after a fidelity run on its draft (counted against the customer's account). */
async function measuredAvatar(request: APIRequestContext) {
  const customer = await customerWithOrder(request, 'Measured');
  const token = await adminToken(request);
  const body = { name: 'Rita Runner', age: 34, gender: 'female', occupation: 'Product manager', sections: SECTION_BODY };
  const run = await apiCall(request, endpoints.runOrderFidelity, { params: { id: customer.order.id }, body, token });
  expect(await run.text()).toContain('event: done');
  const avatar = await apiOk(request, endpoints.deliverOrder, { params: { id: customer.order.id }, body, token });
  return { customer, avatar };
}

test('the customer reads the report on the avatar page without running it, then measures again', async ({ page, request }) => {
  const { customer, avatar } = await measuredAvatar(request);
  await storeSession(page, customer.token, customer.email);
  const runs = runCalls(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  // The avatar page loads no schema code, and the full report's code only when it is opened.
  expect(await scriptsWithZod(page, `/avatarDetail/${avatar.id}`, 'Rita Runner')).toEqual([]);
  const card = fidelity(page);
  await expectSevenFigures(card);
  await expect(card.getByText('with the offline persona')).toBeVisible();
  await expect(card.getByText(FIDELITY_LIMITS_TEXT, { exact: true })).toBeVisible();
  const before = await reportDate(card);
  expect(before).not.toBeNull();
  expect(runs).toEqual([]);
  expect(scripts.some((url) => url.includes('FidelityReportView'))).toBe(false);

  await card.getByText('Full report', { exact: true }).click();
  const full = card.getByRole('list', { name: 'Figures', exact: true }).nth(1);
  for (const title of TITLES) await expect(figure(full, title)).toBeVisible();
  await expect(figure(full, TITLES[0]!).getByText(FIDELITY_FIGURE_TEXTS.grounding.measures, { exact: true })).toBeVisible();
  expect(scripts.some((url) => url.includes('FidelityReportView'))).toBe(true);

  // Measure again: the run shows its progress while it streams, then the new report's date.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(routePattern(endpoints.runAvatarFidelity, { id: avatar.id }), async (route) => {
    await held;
    await route.fulfill({ response: await route.fetch() });
  });
  await button(card, 'Measure again').click();
  await expect(card.getByText(/^Measuring…/)).toBeVisible();
  await expect(button(card, 'Measure again')).toBeDisabled();
  release();
  await expect(card.getByText(/^Measuring…/)).toHaveCount(0);
  await expect(card.locator('time').first()).not.toHaveAttribute('datetime', before!);
  expect(Date.parse((await reportDate(card))!)).toBeGreaterThan(Date.parse(before!));
  await expectSevenFigures(card);
  expect(runs).toHaveLength(1);
});

test('a customer past the hourly runs is told so, and an avatar never measured says so', async ({ page, request }) => {
  const { user, avatars } = await createLibrary(request, [{ name: 'Tom Trail', company: 'Acme', campaign: 'Spring Launch', occupation: 'trail guide' }]);
  const avatar = avatars[0]!;
  await storeSession(page, user.token, user.email);
  await page.goto(`/avatarDetail/${avatar.id}`);
  await expect(h1(page, 'Tom Trail')).toBeVisible();
  const card = fidelity(page);
  await expect(card.getByText('Not measured yet', { exact: true })).toBeVisible();
  await expect(card.getByText(FIDELITY_LIMITS_TEXT, { exact: true })).toBeVisible();

  // The account's runs of the hour, spent through the API (each answer read to its end).
  for (let run = 0; run < FIDELITY_RUNS_PER_HOUR; run += 1) {
    const answer = await apiCall(request, endpoints.runAvatarFidelity, { params: { id: avatar.id }, token: user.token });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('event: done');
  }

  await button(card, 'Measure fidelity').click();
  await expectOops(page, FIDELITY_MESSAGES.limited);
  await expect(card.getByRole('alert')).toHaveText(FIDELITY_MESSAGES.limited);
  // The report the API runs stored is read again after the refusal.
  await expectSevenFigures(card);
  await expect(button(card, 'Measure again')).toBeEnabled();
});
