import { endpoints, type EndpointDefinition, type OrderSource } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { createCallers } from '../../test/auth-helpers';
import { call, type TestCallInput } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { pasteSource } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_SWEEP_INTERVAL_MS: '0' } });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

let orderId: string;
/** A fresh source of the member's account (each case may remove it), and the one order of the member's that took another. */
async function seed() {
  const source = (await pasteSource(t.app, callers.member, 'Interview', 'The buyer wanted a faster import.')).json() as OrderSource;
  if (!orderId) {
    const ordered = (await pasteSource(t.app, callers.member, 'Ordered', 'Taken by the order.')).json() as OrderSource;
    const order = await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member), { sources: [ordered.id] }));
    expect(order.statusCode, order.body).toBe(201);
    orderId = order.json().id;
  }
  return { source, orderId };
}

type Seeded = Awaited<ReturnType<typeof seed>>;
const expected: Array<[string, EndpointDefinition, (s: Seeded) => Pick<TestCallInput, 'params' | 'body' | 'upload'>, Partial<Record<Caller, [number, string?]>>]> = [
  ['POST source file', endpoints.uploadSource, () => ({ upload: { fileName: 'notes.txt', content: 'Notes from a call.' } }), { anonymous: [401, 'UNAUTHENTICATED'], other: [201], member: [201], admin: [201] }],
  ['POST pasted source', endpoints.pasteSource, () => ({ body: { label: 'Notes', text: 'Notes from a call.' } }), { anonymous: [401, 'UNAUTHENTICATED'], other: [201], member: [201], admin: [201] }],
  ['DELETE source', endpoints.removeSource, (s) => ({ params: { id: s.source.id } }), { anonymous: [401, 'UNAUTHENTICATED'], other: [404, 'NOT_FOUND'], member: [204], admin: [404, 'NOT_FOUND'] }],
  ['GET order evidence', endpoints.getOrderEvidence, (s) => ({ params: { id: s.orderId } }), { anonymous: [401, 'UNAUTHENTICATED'], other: [403, 'ADMINS_ONLY'], member: [403, 'ADMINS_ONLY'], admin: [200] }],
];

describe('access rules of the sources routes', () => {
  for (const [name, endpoint, request, statuses] of expected) {
    for (const [caller, [status, code]] of Object.entries(statuses) as [Caller, [number, string?]][]) {
      it(`${name} as ${caller} → ${status}`, async () => {
        const res = await call(t.app, endpoint, { ...request(await seed()), token: tokenOf(callers, caller) });
        expect(res.statusCode, res.body).toBe(status);
        if (code) expect(res.json().error.code).toBe(code);
      });
    }
  }

  it("never shows another account's sources in its orders", async () => {
    await seed();
    const theirs = await call(t.app, endpoints.listOrders, { params: { accountId: callers.other.account.id }, token: callers.other.token });
    expect(theirs.json().map((o: { id: string }) => o.id)).not.toContain(orderId);
    const mine = await call(t.app, endpoints.listOrders, { params: { accountId: callers.member.account.id }, token: callers.other.token });
    expect(mine.statusCode).toBe(403);
  });
});
