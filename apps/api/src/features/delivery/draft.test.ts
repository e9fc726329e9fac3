import { BLUEPRINT_SECTION_KEYS, endpoints, type BlueprintDraftPartial, type LibraryAvatar, type Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import { tokenOf, type Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { DRAFT, giveCredits } from '../../test/delivery-helpers';
import { eventsOf, leaveStreamAfter } from '../../test/event-stream';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { docxBomb } from '../../test/hostile-files';
import { docx } from '../../test/office-files';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DRAFT_INVALID_MESSAGE } from './draft.service';

/** Drafting a Blueprint with an OpenAI-compatible model (a fake one on loopback), with a short time limit. */
const TIMEOUT_MS = 1000;

let fake: FakeOpenAi;
let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key', LLM_TIMEOUT_MS: String(TIMEOUT_MS) } });
  callers = await createCallers(t.app);
  await giveCredits(t.app, callers.admin, callers.member, 100);
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

/** The draft's JSON cut into chunks, as a model streams it (slowly enough for several partial drafts). */
const streamed = (json: string, delayMs = 0) => ({ kind: 'stream' as const, chunks: json.match(/.{1,40}/gs) ?? [], delayMs });
const draftEvents = (payload: string) => eventsOf(endpoints.draftBlueprint, payload);

const newOrder = async (data: Record<string, unknown> = {}) =>
  (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member), data))).json() as Order;
const draft = (id: string, token = callers.admin.token) => call(t.app, endpoints.draftBlueprint, { params: { id }, token });

describe('access to drafting', () => {
  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 200]] as const) {
    it(`as ${caller}`, async () => {
      fake.answer(streamed(JSON.stringify(DRAFT)));
      const order = await newOrder();
      const before = fake.received.length;
      const res = await call(t.app, endpoints.draftBlueprint, { params: { id: order.id }, token: tokenOf(callers, caller) });
      expect(res.statusCode, res.body).toBe(status);
      if (status !== 200) expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'ADMINS_ONLY');
      expect(fake.received.length - before).toBe(status === 200 ? 1 : 0);
    });
  }
});

describe('drafting a Blueprint', () => {
  it('sends the brief and the strict json_schema, and streams the draft until it fills every field', async () => {
    fake.answer(streamed(JSON.stringify(DRAFT), 40));
    const order = await newOrder({ context: 'Launching in spring, mostly in Austria' });
    const res = await draft(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = draftEvents(res.body);
    expect(events.at(-1)).toEqual({ type: 'done', draft: DRAFT, model: 'fake-model' });
    const partials = events.slice(0, -1);
    expect(partials.length).toBeGreaterThanOrEqual(3);
    // Each partial is the draft as far as it goes: every field it has is the start of the finished one.
    for (const event of partials) {
      if (event.type !== 'partial') throw new Error(`not a partial: ${event.type}`);
      const { sections = {}, age, ...persona } = event.draft as BlueprintDraftPartial;
      if (age !== undefined) expect(age).toBe(DRAFT.age);
      for (const [key, text] of Object.entries(persona)) expect(DRAFT[key as 'name'].startsWith(text)).toBe(true);
      for (const [key, text] of Object.entries(sections)) expect(DRAFT.sections[key as 'goals'].startsWith(text)).toBe(true);
    }
    expect(partials.map((event) => JSON.stringify(event)).length).toBe(new Set(partials.map((event) => JSON.stringify(event))).size);

    const { headers, body } = fake.received.at(-1)!;
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, user] = body.messages!;
    expect(system!.content).toMatch(/Known gaps/);
    expect(system!.content).toMatch(/rather than inventing/);
    for (const part of [order.company, order.campaign, 'A running shoe for trail runners', 'Launching in spring, mostly in Austria']) expect(user!.content).toContain(part);
    const format = body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { properties: { sections: { properties: object; required: string[] } }; required: string[] } } };
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'blueprint_draft', strict: true } });
    const schema = format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false, properties: { sections: { additionalProperties: false } } });
    expect([...schema.required].sort()).toEqual(['age', 'gender', 'name', 'occupation', 'sections']);
    expect(Object.keys(schema.properties.sections.properties).sort()).toEqual([...BLUEPRINT_SECTION_KEYS].sort());
    expect([...schema.properties.sections.required].sort()).toEqual([...BLUEPRINT_SECTION_KEYS].sort());
    // The subset every provider's strict mode takes: the limits are said, not keywords.
    expect(JSON.stringify(schema)).not.toMatch(/"\$schema"|"(min|max)(Length|imum)"/);
    expect(schema).toMatchObject({ properties: { age: { type: 'integer', description: 'At least 18. At most 99.' }, name: { description: 'At most 200 characters.' } } });
  });

  it("adds a readable attachment's text to the brief, and says so when it cannot be read", async () => {
    fake.answer(streamed(JSON.stringify(DRAFT)));
    const upload = async (fileName: string, content: string) =>
      (await call(t.app, endpoints.uploadAttachment, { upload: { fileName, content }, token: callers.member.token })).json().attachment as string;
    const text = await newOrder({ attachment: await upload('brief.txt', 'Our buyers are alpine guides over 40.') });
    expect((await draft(text.id)).statusCode).toBe(200);
    expect(fake.received.at(-1)!.body.messages![1]!.content).toContain('Our buyers are alpine guides over 40.');
    const pdf = await newOrder({ attachment: await upload('brief.pdf', '%PDF-1.4 not really') });
    expect((await draft(pdf.id)).statusCode).toBe(200);
    expect(fake.received.at(-1)!.body.messages![1]!.content).toContain('its text could not be read');
  });

  it('drafts from the text kept at upload, and never opens the stored file (a bomb put there is never parsed)', async () => {
    const res = await call(t.app, endpoints.uploadAttachment, { upload: { fileName: 'brief.docx', content: docx(['Guides who climb in winter.']) }, token: callers.member.token });
    const key: string = res.json().attachment;
    const order = await newOrder({ attachment: key });
    // The stored object is swapped for a bomb that would take a reader hundreds of MB and many seconds.
    await t.app.storage.put(key, docxBomb(60 * 1024 * 1024), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const get = vi.spyOn(t.app.storage, 'get');
    try {
      fake.answer(streamed(JSON.stringify(DRAFT)));
      expect((await draft(order.id)).statusCode).toBe(200);
      expect(fake.received.at(-1)!.body.messages![1]!.content).toContain('Guides who climb in winter.');
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it('refuses a draft that misses a section or breaks a rule, as the last event once the draft has streamed', async () => {
    const order = await newOrder();
    const { gaps: _gaps, ...partial } = DRAFT.sections;
    for (const answer of ['{"name": "Rita", "age": 34', JSON.stringify({ ...DRAFT, sections: partial }), JSON.stringify({ ...DRAFT, age: 12 })]) {
      fake.answer(streamed(answer));
      const res = await draft(order.id);
      expect(res.statusCode, answer).toBe(200);
      const events = draftEvents(res.body);
      expect(events[0]!.type).toBe('partial');
      expect(events.at(-1)).toEqual({ type: 'error', error: { code: 'DRAFT_INVALID', message: DRAFT_INVALID_MESSAGE } });
      expect(events.filter((event) => event.type === 'done')).toEqual([]);
    }
  });

  it('refuses an answer that is not the form at all with 502 before anything streams', async () => {
    const order = await newOrder();
    fake.answer(streamed('I am sorry, I cannot write personas.'));
    const res = await draft(order.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'DRAFT_INVALID', message: DRAFT_INVALID_MESSAGE });
  });

  it('answers MODEL_FAILED when the model fails, and MODEL_TIMEOUT when it hangs', async () => {
    const order = await newOrder();
    fake.answer({ kind: 'fail', status: 500, message: 'overloaded' });
    const failed = await draft(order.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('MODEL_FAILED');
    expect(failed.json().error.message).toContain('overloaded');

    fake.answer({ kind: 'hang', chunks: ['{"name": '] });
    const hung = await draft(order.id);
    expect(hung.statusCode).toBe(504);
    expect(hung.json().error).toMatchObject({ code: 'MODEL_TIMEOUT', message: expect.stringContaining('did not answer within 1 s') });

    // Hanging halfway: the form has had a partial draft, and the stream ends with the timeout.
    fake.answer({ kind: 'hang', chunks: ['{"name": "Rita", "gender": "fem'] });
    const halfway = await draft(order.id);
    expect(halfway.statusCode).toBe(200);
    const events = draftEvents(halfway.body);
    expect(events[0]).toEqual({ type: 'partial', draft: { name: 'Rita', gender: 'fem' } });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'MODEL_TIMEOUT' } });
  });

  it('answers 404 for a missing order and 409 for a delivered one', async () => {
    const missing = await draft('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const order = await newOrder();
    await callOk(t.app, endpoints.deliverOrder, { params: { id: order.id }, body: { ...DRAFT, externalUrl: 'https://docs.example.com/a' }, token: callers.admin.token });
    const delivered = await draft(order.id);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.code).toBe('ALREADY_DELIVERED');
  });

  it('tells the web that drafting is available', async () => {
    expect((await callOk(t.app, endpoints.publicConfig, {})).blueprintDrafts).toBe(true);
  });
});

describe('delivering a drafted Blueprint', () => {
  const deliver = (id: string, draftedBy: string) =>
    call(t.app, endpoints.deliverOrder, { params: { id }, body: { ...DRAFT, draftedBy }, token: callers.admin.token });

  it('records the model and the document page says so', async () => {
    const order = await newOrder();
    const res = await deliver(order.id, 'fake-model');
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: (res.json() as LibraryAvatar).docUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Drafted with AI (fake-model) and reviewed by the Persona Portal team.');
  });

  it('refuses a draftedBy other than the configured model, and shows no note without one', async () => {
    const order = await newOrder();
    const wrong = await deliver(order.id, 'gpt-5');
    expect(wrong.statusCode).toBe(400);
    const plain = await call(t.app, endpoints.deliverOrder, { params: { id: order.id }, body: DRAFT, token: callers.admin.token });
    expect(plain.statusCode, plain.body).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: (plain.json() as LibraryAvatar).docUrl });
    expect(page.body).not.toContain('Drafted with AI');
  });
});

describe('an admin who leaves', () => {
  it('stops the model call (long before its time limit)', async () => {
    const patient = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '60000' } });
    try {
      const admins = await createCallers(patient.app);
      await giveCredits(patient.app, admins.admin, admins.member, 10);
      const order = (await placeOrder(patient.app, admins.member, orderPayload(admins.member, await seedCampaign(patient.app, admins.member)))).json() as Order;
      const address = await patient.app.listen({ port: 0, host: '127.0.0.1' });
      fake.answer({ kind: 'hang', chunks: ['{"name": "Rita", "gender": "fem'] });
      const abandonedBefore = fake.abandoned;
      await leaveStreamAfter(address, endpoints.draftBlueprint, { params: { id: order.id }, token: admins.admin.token }, 'partial');
      await expect.poll(() => fake.abandoned, { timeout: 20_000 }).toBe(abandonedBefore + 1);
    } finally {
      await patient.close();
    }
  });
});

describe('without a model', () => {
  it('answers 503 naming the settings, refuses draftedBy, and the config says drafting is off', async () => {
    const offline = await createTestApp();
    try {
      const admins = await createCallers(offline.app);
      await giveCredits(offline.app, admins.admin, admins.member, 10);
      const order = (await placeOrder(offline.app, admins.member, orderPayload(admins.member, await seedCampaign(offline.app, admins.member)))).json() as Order;
      const res = await call(offline.app, endpoints.draftBlueprint, { params: { id: order.id }, token: admins.admin.token });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/LLM_BASE_URL.*LLM_MODEL/);
      const deliver = await call(offline.app, endpoints.deliverOrder, { params: { id: order.id }, body: { ...DRAFT, draftedBy: 'fake-model' }, token: admins.admin.token });
      expect(deliver.statusCode).toBe(400);
      expect((await callOk(offline.app, endpoints.publicConfig, {})).blueprintDrafts).toBe(false);
    } finally {
      await offline.close();
    }
  });
});
