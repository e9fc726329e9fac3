import { endpoints, type Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, type Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { callersWithCredits } from '../../test/delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { addSources } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FIXTURE_PASSAGES } from '../../test/support-fixture';

let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersWithCredits(t.app);
});
afterAll(() => t.close());

/** An order of the member (or the other account) with the fixture's passages as one source: their ids by name. */
async function orderWithSources(member = callers.member) {
  const order = (await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member)))).json() as Order;
  const [[reports, price, trust]] = (await addSources(t.app.database.db, { id: order.id, accountId: member.account.id }, [
    { name: 'interview-maria.txt', passages: [FIXTURE_PASSAGES.reports, FIXTURE_PASSAGES.price, FIXTURE_PASSAGES.trust] },
  ])) as [[string, string, string]];
  return { order, ids: { reports, price, trust } };
}

const check = (id: string, claims: unknown, token: string | null = callers.admin.token) => call(t.app, endpoints.checkClaims, { params: { id }, body: { claims }, token });

describe('access to checking claims', () => {
  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 200]] as const) {
    it(`as ${caller}`, async () => {
      const { order, ids } = await orderWithSources();
      const res = await check(order.id, { pains: [{ text: 'Our budget for tools is tiny.', citations: [ids.price] }] }, tokenOf(callers, caller) ?? null);
      expect(res.statusCode, res.body).toBe(status);
      if (status !== 200) expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'ADMINS_ONLY');
    });
  }
});

describe('checking claims', () => {
  it('marks each claim by the passages it cites, in the order given, with the coverage', async () => {
    const { order, ids } = await orderWithSources();
    const res = await check(order.id, {
      pains: [
        { text: 'I spend hours copying numbers from spreadsheets into slides.', citations: [ids.reports] },
        { text: 'Price matters most to me.', citations: [ids.price] },
        { text: 'I love skiing in the Alps.', citations: [ids.reports], assumption: true },
      ],
      channels: [{ text: 'I trust recommendations from finance leads.', citations: [ids.price, ids.trust] }],
      goals: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sections: {
        goals: [],
        pains: [
          { support: 'supported', unknownCitations: [] },
          { support: 'weak', unknownCitations: [] },
          { support: 'unsupported', unknownCitations: [] },
        ],
        channels: [{ support: 'supported', unknownCitations: [] }],
      },
      coverage: { supported: 2, total: 4 },
    });
  });

  it("lists citations that are no passage of this order's sources, and they support nothing (another order's, another account's)", async () => {
    const { order } = await orderWithSources();
    const mine = await orderWithSources();
    const theirs = await orderWithSources(callers.other);
    const missing = `${crypto.randomUUID()}:1`;
    const text = 'Our budget for tools is tiny.';
    const res = await check(order.id, {
      pains: [
        { text, citations: [mine.ids.price] },
        { text, citations: [theirs.ids.price, missing] },
        { text, citations: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sections: {
        pains: [
          { support: 'unsupported', unknownCitations: [mine.ids.price] },
          { support: 'unsupported', unknownCitations: [theirs.ids.price, missing] },
          { support: 'unsupported', unknownCitations: [] },
        ],
      },
      coverage: { supported: 0, total: 3 },
    });
  });

  it('answers 404 for an order that does not exist, and 400 for a citation that is no passage id', async () => {
    const missing = await check(crypto.randomUUID(), { pains: [{ text: 'A claim.', citations: [] }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const { order } = await orderWithSources();
    const bad = await check(order.id, { pains: [{ text: 'A claim.', citations: ['section:pains'] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BAD_REQUEST');
  });
});

describe("an order's evidence", () => {
  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 200]] as const) {
    it(`as ${caller}`, async () => {
      const { order } = await orderWithSources();
      const res = await call(t.app, endpoints.getOrderEvidence, { params: { id: order.id }, token: tokenOf(callers, caller) });
      expect(res.statusCode, res.body).toBe(status);
      if (status !== 200) expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'ADMINS_ONLY');
    });
  }

  it('lists the sources and every passage of them, in order; 404 for no order', async () => {
    const { order, ids } = await orderWithSources();
    const res = await call(t.app, endpoints.getOrderEvidence, { params: { id: order.id }, token: callers.admin.token });
    const sourceId = ids.reports.split(':')[0]!;
    expect(res.json()).toEqual({
      sources: [{ id: sourceId, kind: 'text', name: 'interview-maria.txt', size: expect.any(Number), passageCount: 3, key: expect.stringMatching(/^sources\//) }],
      passages: [
        { id: ids.reports, sourceId, position: 1, location: 'paragraph 1', text: FIXTURE_PASSAGES.reports },
        { id: ids.price, sourceId, position: 2, location: 'paragraph 2', text: FIXTURE_PASSAGES.price },
        { id: ids.trust, sourceId, position: 3, location: 'paragraph 3', text: FIXTURE_PASSAGES.trust },
      ],
    });
    const missing = await call(t.app, endpoints.getOrderEvidence, { params: { id: crypto.randomUUID() }, token: callers.admin.token });
    expect(missing.statusCode).toBe(404);
  });
});
