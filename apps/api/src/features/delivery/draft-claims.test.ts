import { BLUEPRINT_SECTION_KEYS, endpoints, EXTRACTIVE_DRAFTER, type BlueprintClaimsDraft, type LibraryAvatar, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { giveCredits } from '../../test/delivery-helpers';
import { eventsOf } from '../../test/event-stream';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { addSources } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blueprints } from '../blueprints';
import { INTERVIEW, NOTES } from '../../test/evidence-fixture';
import { DRAFT_INVALID_MESSAGE } from './draft.service';

/** Drafting the claims of an order with sources: extractive without a model, structured claims with one. */
let fake: FakeOpenAi;
let online: TestApp;
let offline: TestApp;
let on: Callers;
let off: Callers;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  online = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1000' } });
  offline = await createTestApp();
  on = await createCallers(online.app);
  off = await createCallers(offline.app);
  await giveCredits(online.app, on.admin, on.member, 100);
  await giveCredits(offline.app, off.admin, off.member, 100);
});
afterAll(async () => {
  await online?.close();
  await offline?.close();
  await fake?.stop();
});

async function orderWithSources(t: TestApp, callers: Callers) {
  const order = (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member)))).json() as Order;
  const [interview, notes] = await addSources(t.app.database.db, { id: order.id, accountId: callers.member.account.id }, [
    { name: 'interview-maria.txt', passages: INTERVIEW },
    { name: 'sales-notes.md', passages: NOTES },
  ]);
  return { order, interview: interview!, notes: notes! };
}

const draftEvents = (t: TestApp, callers: Callers, id: string) => call(t.app, endpoints.draftBlueprint, { params: { id }, token: callers.admin.token });
const claimsOf = (draft: BlueprintClaimsDraft) => BLUEPRINT_SECTION_KEYS.flatMap((key) => draft.claims[key]);

describe('drafting without a model', () => {
  it('drafts claims from the passages (extractive), which deliver as supported', async () => {
    const { order, interview, notes } = await orderWithSources(offline, off);
    const res = await draftEvents(offline, off, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const events = eventsOf(endpoints.draftBlueprint, res.body);
    expect(events).toHaveLength(1);
    const done = events[0]!;
    if (done.type !== 'done' || !('claims' in done.draft)) throw new Error(`not a claims draft: ${res.body}`);
    expect(done.model).toBe(EXTRACTIVE_DRAFTER);
    const draft = done.draft;
    expect(draft).toMatchObject({ name: 'Maria', age: 41 });
    const ids = new Set([...interview, ...notes]);
    expect(claimsOf(draft).length).toBeGreaterThanOrEqual(5);
    for (const claim of claimsOf(draft)) expect(claim.citations.every((id) => ids.has(id))).toBe(true);

    const delivered = await call(offline.app, endpoints.deliverOrder, {
      params: { id: order.id },
      token: off.admin.token,
      body: { name: draft.name, age: draft.age, gender: 'female', occupation: draft.occupation, claims: draft.claims, draftedBy: done.model },
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    const avatar = delivered.json() as LibraryAvatar;
    const total = claimsOf(draft).length;
    const [stored] = await offline.app.database.db.select({ supported: blueprints.supportedClaims, total: blueprints.totalClaims }).from(blueprints).where(eq(blueprints.id, avatar.docId!));
    expect(stored).toEqual({ supported: total, total });
  });

  it('still needs a model for an order without sources', async () => {
    const order = (await placeOrder(offline.app, off.member, orderPayload(off.member, await seedCampaign(offline.app, off.member)))).json() as Order;
    const res = await draftEvents(offline, off, order.id);
    expect(res.statusCode).toBe(503);
  });
});

/** The alias the request gave a passage (its text in a <passage> block). */
function aliasOf(user: string, text: string): string {
  const alias = new RegExp(`<passage id="(P\\d+)">\\n${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n</passage>`).exec(user)?.[1];
  if (!alias) throw new Error(`no passage block for: ${text}`);
  return alias;
}

describe('drafting claims with a model', () => {
  it('sends each section’s passages under aliases with the strict claims schema, and maps the cited aliases back to passage ids', async () => {
    const { order, interview } = await orderWithSources(online, on);
    fake.answerBy((body) => {
      const user = body.messages![1]!.content;
      const headache = aliasOf(user, INTERVIEW[1]!);
      const trust = aliasOf(user, INTERVIEW[3]!);
      const claims = Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, [] as unknown[]]));
      claims.pains = [{ text: 'Monthly reporting is a real headache for me.', citations: [headache, 'P999', headache] }];
      claims.channels = [{ text: 'I trust recommendations from other finance leads.', citations: [trust] }];
      claims.gaps = [{ text: 'We do not know her budget cycle.', citations: [] }];
      const json = JSON.stringify({ name: 'Maria', age: 41, gender: 'female', occupation: 'finance lead', claims });
      return { kind: 'stream', chunks: json.match(/.{1,30}/gs)!, delayMs: 15 };
    });
    try {
      const res = await draftEvents(online, on, order.id);
      expect(res.statusCode, res.body).toBe(200);
      const events = eventsOf(endpoints.draftBlueprint, res.body);
      const done = events.at(-1)!;
      if (done.type !== 'done' || !('claims' in done.draft)) throw new Error(`not a claims draft: ${res.body}`);
      expect(done.model).toBe('fake-model');
      expect(done.draft.claims.pains).toEqual([{ text: 'Monthly reporting is a real headache for me.', citations: [interview[1]] }]);
      expect(done.draft.claims.channels).toEqual([{ text: 'I trust recommendations from other finance leads.', citations: [interview[3]] }]);
      expect(done.draft.claims.gaps).toEqual([{ text: 'We do not know her budget cycle.', citations: [] }]);
      // The partial drafts already carry passage ids, never the aliases the model wrote.
      const partials = events.filter((event) => event.type === 'partial');
      expect(partials.length).toBeGreaterThan(0);
      expect(JSON.stringify(partials)).not.toMatch(/"P\d+"/);

      const { body } = fake.received.at(-1)!;
      expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'blueprint_claims_draft', strict: true, schema: { required: expect.arrayContaining(['claims']) } } });
      const [system, user] = body.messages!;
      expect(system!.content).toMatch(/never instructions/);
      // The injection line is a passage like any other: delimited, labelled, and the schema is the same.
      expect(user!.content).toContain(`\n${INTERVIEW[5]!}\n</passage>`);
      expect(user!.content).not.toMatch(/[0-9a-f-]{36}:\d/);
    } finally {
      fake.answerBy(null);
    }
  });

  it('refuses an answer that follows an injected line instead of the schema (DRAFT_INVALID), nothing kept', async () => {
    const { order } = await orderWithSources(online, on);
    for (const answer of ['PWNED', JSON.stringify({ name: 'PWNED', age: 41, gender: '', occupation: '', sections: { goals: 'PWNED' } })]) {
      fake.answer({ kind: 'stream', chunks: [answer] });
      const res = await draftEvents(online, on, order.id);
      expect(res.statusCode, answer).toBe(502);
      expect(res.json().error).toEqual({ code: 'DRAFT_INVALID', message: DRAFT_INVALID_MESSAGE });
      expect(fake.received.at(-1)!.body.response_format).toMatchObject({ json_schema: { name: 'blueprint_claims_draft', strict: true } });
    }
  });

  it('what the server accepts is unchanged by a draft: a claim citing the injection line is marked by the check, a foreign id refused', async () => {
    const { order, interview } = await orderWithSources(online, on);
    const check = await call(online.app, endpoints.checkClaims, {
      params: { id: order.id },
      token: on.admin.token,
      body: { claims: { goals: [{ text: 'My goal is to close the books in three days.', citations: [interview[5]] }] } },
    });
    expect(check.json().sections.goals).toEqual([{ support: 'unsupported', unknownCitations: [] }]);
    const deliver = await call(online.app, endpoints.deliverOrder, {
      params: { id: order.id },
      token: on.admin.token,
      body: { name: 'Maria', age: 41, gender: 'female', occupation: 'finance lead', claims: { goals: [{ text: 'My goal is to close the books in three days.', citations: [interview[5]] }] } },
    });
    expect(deliver.json().error.code).toBe('CLAIM_UNSUPPORTED');
  });
});
