import { ANSWER_LIMIT_TEXTS, BLUEPRINT_SECTIONS, capitalizeWords, endpoints, endpointUrl, type BlueprintDraft } from '@persona/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from '../apps/api/src/test/fakes/fake-openai';
import { expect, expectAlert, expectOops, storeToken, test } from './fixtures';
import { isCall, originHeaders } from './support/api';
import { openConsole } from './support/delivery-form';
import { customerWithOrder } from './support/order-setup';
import { bootstrapAdminToken, ownCustomerWithOrder, type OwnCustomer } from './support/own-portal-setup';
import { startPortal, type RunningPortal } from './support/portal-server';

/**
 * Drafting a Blueprint with a model in the admin's delivery form. A portal of its own talks to a fake
 * OpenAI-compatible model on loopback, so that the shared portal keeps no model (chat's offline responder).
 */
const MODEL = 'fake-model';
const DRAFT: BlueprintDraft = {
  name: 'Dana Drafted',
  age: 41,
  gender: 'female',
  occupation: 'Mountain guide',
  sections: Object.fromEntries(BLUEPRINT_SECTIONS.map(({ key, title }) => [key, `${title} of Dana, as the model wrote it.`])) as BlueprintDraft['sections'],
};
const DRAFT_INVALID = "The model's draft did not match the Blueprint form, so nothing was filled in. Try again.";
const TYPED = 'Typed by the admin';
/** Low enough to spend in a test; the other tests draft at most this often for one customer's account. */
const DRAFTS_PER_HOUR = 3;

/** The JSON cut into pieces, as a model streams it. */
const streamed = (json: string, delayMs = 0): FakeOpenAiMode => ({ kind: 'stream', chunks: json.match(/.{1,40}/gs) ?? [], delayMs });

let fake: FakeOpenAi;
let portal: RunningPortal;
let adminToken: string;
test.beforeAll(async () => {
  fake = await startFakeOpenAi();
  portal = await startPortal({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: MODEL, LLM_API_KEY: 'test-key', AUTH_RATE_LIMIT_IP_MAX: '100000', DRAFTS_PER_HOUR: String(DRAFTS_PER_HOUR) });
  adminToken = await bootstrapAdminToken(portal.baseUrl);
});
test.afterAll(async () => {
  await portal?.stop();
  await fake?.stop();
});

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/** A tab of the drafting portal, signed in with the token. */
async function portalPage(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: portal.baseUrl });
  const page = await context.newPage();
  await storeToken(page, token);
  return { page, close: () => context.close() };
}

/** The admin in the delivery console of the customer's order. */
const openDeliveryForm = (page: Page, customer: Pick<OwnCustomer, 'order'>): Promise<Locator> => openConsole(page, customer);

/** Draft with AI over typed content: the replace question, answered Draft with AI. */
async function draftOverTyped(page: Page, form: Locator): Promise<void> {
  await button(form, 'Draft with AI').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-title')).toHaveText('Replace what you typed?');
  await expect(dialog.locator('.swal2-html-container')).toHaveText('The draft replaces the persona and the sections you have written.');
  await button(dialog, 'Draft with AI').click();
}

test('an admin drafts the Blueprint with AI, edits it and delivers it; the document names the model', async ({ browser }) => {
  fake.answer(streamed(JSON.stringify(DRAFT), 100));
  const customer = await ownCustomerWithOrder(portal.baseUrl, adminToken, 'Drafted');
  const admin = await portalPage(browser, adminToken);
  const own = await portalPage(browser, customer.token);
  try {
    const form = await openDeliveryForm(admin.page, customer);
    await button(form, 'Draft with AI').click();
    // While the model writes, nothing can be typed over or delivered.
    await expect(form.getByText('Drafting with AI…', { exact: true })).toBeVisible();
    await expect(field(form, 'Name')).toBeDisabled();
    await expect(button(form, 'Deliver Blueprint')).toBeDisabled();
    await expect(button(form, 'Stop')).toBeVisible();

    await expect(form.getByText(`Drafted with AI (${MODEL}). Review every field before delivering.`, { exact: true })).toBeVisible();
    await expect(field(form, 'Name')).toHaveValue(DRAFT.name);
    await expect(field(form, 'Age')).toHaveValue(String(DRAFT.age));
    await expect(field(form, 'Gender')).toHaveValue(DRAFT.gender);
    await expect(field(form, 'Occupation')).toHaveValue(DRAFT.occupation);
    for (const { key, title } of BLUEPRINT_SECTIONS) await expect(field(form, title)).toHaveValue(DRAFT.sections[key]);
    await expect(field(form, 'Name')).toBeEnabled();
    expect(fake.received.at(-1)?.body.model).toBe(MODEL);

    const first = BLUEPRINT_SECTIONS[0];
    const edited = `# ${DRAFT.name}\n\nReviewed and rewritten by the admin.`;
    await field(form, first.title).fill(edited);

    const delivery = admin.page.waitForResponse((response) => isCall(response.request(), endpoints.deliverOrder, { id: customer.order.id }));
    await button(form, 'Deliver Blueprint').click();
    const response = await delivery;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ name: DRAFT.name, age: DRAFT.age, draftedBy: MODEL, sections: { ...DRAFT.sections, [first.key]: edited } });
    await expectAlert(admin.page, `${DRAFT.name} was delivered to ${capitalizeWords(customer.accountName)}.`);

    await own.page.goto('/');
    await own.page.getByRole('article', { name: DRAFT.name, exact: true }).getByRole('link', { name: `Open ${DRAFT.name}` }).click();
    const document = own.page.frameLocator(`iframe[title="Blueprint of ${DRAFT.name}"]`);
    await expect(document.getByText(`Drafted with AI (${MODEL}) and reviewed by the Persona Portal team.`, { exact: true })).toBeVisible();
    await expect(document.getByText('Reviewed and rewritten by the admin.', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([admin.close(), own.close()]);
  }
});

test('a draft that fails or is stopped puts back what the admin had typed', async ({ browser }) => {
  const customer = await ownCustomerWithOrder(portal.baseUrl, adminToken, 'Undrafted');
  const admin = await portalPage(browser, adminToken);
  try {
    const form = await openDeliveryForm(admin.page, customer);
    await field(form, 'Name').fill(TYPED);

    // Cancelling the question changes nothing and asks no model.
    const asked = fake.received.length;
    await button(form, 'Draft with AI').click();
    await button(admin.page.getByRole('dialog'), 'Cancel').click();
    await expect(field(form, 'Name')).toHaveValue(TYPED);
    expect(fake.received.length).toBe(asked);

    // The model's JSON breaks off: whatever streamed in is taken back.
    fake.answer({ kind: 'stream', chunks: ['{"name":"Half a dr', 'aft","age":3'], delayMs: 100 });
    await draftOverTyped(admin.page, form);
    await expectOops(admin.page, DRAFT_INVALID);
    await expect(field(form, 'Name')).toHaveValue(TYPED);
    await expect(field(form, 'Age')).toHaveValue('');
    await expect(field(form, 'Name')).toBeEnabled();

    // The model answers an error.
    fake.answer({ kind: 'fail', status: 500 });
    await draftOverTyped(admin.page, form);
    const oops = admin.page.getByRole('dialog');
    await expect(oops.locator('.swal2-title')).toHaveText('Oops!');
    await expect(oops.locator('.swal2-html-container')).toContainText('answered with an error (HTTP 500)');
    await button(oops, 'Ok').click();
    await expect(field(form, 'Name')).toHaveValue(TYPED);

    // Stop while the model writes: no alert, the typed name is back.
    fake.answer({ kind: 'hang', chunks: ['{"name":"Never fin', 'ished","age":5'] });
    await draftOverTyped(admin.page, form);
    await expect(form.getByText('Drafting with AI…', { exact: true })).toBeVisible();
    await button(form, 'Stop').click();
    await expect(button(form, 'Draft with AI')).toBeVisible();
    await expect(field(form, 'Name')).toHaveValue(TYPED);
    await expect(field(form, 'Age')).toHaveValue('');
    await expect(admin.page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByText(/^Drafted with AI/)).toHaveCount(0);
  } finally {
    await admin.close();
  }
});

/** One whole draft of the order through the API, as the form asks for it (its stream read to the end). */
async function draftViaApi(orderId: string): Promise<void> {
  const response = await fetch(`${portal.baseUrl}${endpointUrl(endpoints.draftBlueprint, { params: { id: orderId } })}`, {
    method: endpoints.draftBlueprint.method,
    headers: { ...originHeaders(portal.baseUrl), authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('"type":"done"');
}

test("once the account's drafts for the hour are spent, Draft with AI shows the limit and leaves the form as it was", async ({ browser }) => {
  fake.answer(streamed(JSON.stringify(DRAFT)));
  const customer = await ownCustomerWithOrder(portal.baseUrl, adminToken, 'Overdrafted');
  for (let spent = 0; spent < DRAFTS_PER_HOUR; spent += 1) await draftViaApi(customer.order.id);
  const admin = await portalPage(browser, adminToken);
  try {
    const form = await openDeliveryForm(admin.page, customer);
    await field(form, 'Name').fill(TYPED);
    const asked = fake.received.length;
    const refused = admin.page.waitForResponse((response) => isCall(response.request(), endpoints.draftBlueprint, { id: customer.order.id }));
    await draftOverTyped(admin.page, form);
    const response = await refused;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expectOops(admin.page, ANSWER_LIMIT_TEXTS.draftsPerHour(DRAFTS_PER_HOUR));
    await expect(field(form, 'Name')).toHaveValue(TYPED);
    await expect(field(form, 'Name')).toBeEnabled();
    await expect(button(form, 'Draft with AI')).toBeEnabled();
    expect(fake.received.length).toBe(asked);
  } finally {
    await admin.close();
  }
});

test('without a model the form says how to turn drafting on', async ({ adminPage: page, request }) => {
  const customer = await customerWithOrder(request, 'No model');
  const form = await openDeliveryForm(page, customer);
  await expect(form.getByText('AI drafting is off: set LLM_BASE_URL and LLM_MODEL on the server to draft Blueprints from the brief.', { exact: true })).toBeVisible();
  await expect(button(form, 'Draft with AI')).toHaveCount(0);
});
