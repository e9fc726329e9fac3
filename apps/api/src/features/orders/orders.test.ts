import { MESSAGES, type CreditTransaction, type Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBusinessDays } from './business-days';

let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const setCredits = (member: Member, credits: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/accounts/${member.account.id}/set_credits`, headers: bearer(callers.admin.token), payload: { credits } });
const creditsOf = async (member: Member) =>
  (await t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}`, headers: bearer(callers.admin.token) })).json()[0].credits as number;

async function activeMember(credits: number) {
  const member = await registerMember(t.app);
  await t.app.inject({ method: 'PATCH', url: `/api/accounts/${member.account.id}/status`, headers: bearer(callers.admin.token), payload: { isActive: true } });
  await setCredits(member, credits);
  return member;
}

describe('ordering a Blueprint', () => {
  it('creates a pending order, charges the server price, and logs the transaction', async () => {
    const member = await activeMember(2);
    const res = await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member, 'acme shoes'), { price: 0, companyName: 'Forged' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ company: 'Acme Shoes', campaign: 'Launch', status: 'pending', docId: null, delivered: null, price: 1 });
    expect(order.expectedDelivery).toBe(addBusinessDays(new Date(order.ordered), 2).getTime());
    expect(await creditsOf(member)).toBe(1);
    const log = (await t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}/credit_transactions`, headers: bearer(member.token) })).json() as CreditTransaction[];
    expect(log[0]).toMatchObject({ change: -1, balanceAfter: 1, reason: 'order', actorId: member.user.id });
  });

  it('gives exactly as many orders as credits under 50 concurrent submissions', async () => {
    const member = await activeMember(3);
    const seeded = await seedCampaign(t.app, member);
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t.app, member, orderPayload(member, seeded))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json().error.message).toBe(MESSAGES.insufficientFunds);
    expect(await creditsOf(member)).toBe(0);
    const list = (await t.app.inject({ method: 'GET', url: `/api/orders/account/${member.account.id}`, headers: bearer(member.token) })).json();
    expect(list).toHaveLength(3);
  });

  it("refuses another account's company, and ordering for someone else", async () => {
    const member = await activeMember(5);
    const theirs = await seedCampaign(t.app, callers.other);
    expect((await placeOrder(t.app, member, orderPayload(member, theirs))).statusCode).toBe(404);
    const mine = await seedCampaign(t.app, member);
    const forOther = orderPayload(member, mine);
    forOther.user = { accountId: callers.other.account.id, userId: callers.other.user.id };
    expect((await placeOrder(t.app, member, forOther)).statusCode).toBe(403);
    expect(await creditsOf(member)).toBe(5);
  });

  it('refuses a context over 10000 characters and an empty product', async () => {
    const member = await activeMember(5);
    const seeded = await seedCampaign(t.app, member);
    expect((await placeOrder(t.app, member, orderPayload(member, seeded, { context: 'x'.repeat(10_001) }))).statusCode).toBe(400);
    expect((await placeOrder(t.app, member, orderPayload(member, seeded, { context: 'x'.repeat(10_000) }))).statusCode).toBe(201);
    expect((await placeOrder(t.app, member, orderPayload(member, seeded, { product: '  ' }))).statusCode).toBe(400);
  });

  it('lists orders newest first', async () => {
    const member = await activeMember(2);
    const seeded = await seedCampaign(t.app, member);
    const first = (await placeOrder(t.app, member, orderPayload(member, seeded))).json();
    const second = (await placeOrder(t.app, member, orderPayload(member, seeded))).json();
    const list = (await t.app.inject({ method: 'GET', url: `/api/orders/account/${member.account.id}`, headers: bearer(member.token) })).json() as Order[];
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
  });
});

describe('access to the orders routes', () => {
  type Caller = 'anonymous' | 'other' | 'member' | 'admin';
  const headers = (caller: Caller) => (caller === 'anonymous' ? {} : bearer(callers[caller].token));

  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
    it(`GET the member's orders as ${caller} → ${status}`, async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/account/${callers.member.account.id}`, headers: headers(caller) })).statusCode).toBe(status);
    });
  }

  for (const [caller, status] of [['anonymous', 401], ['other', 404], ['member', 201], ['admin', 404]] as const) {
    it(`POST an order on the member's campaign as ${caller} → ${status}`, async () => {
      await setCredits(callers.member, 1);
      const payload = orderPayload(callers.member, await seedCampaign(t.app, callers.member));
      if (caller !== 'anonymous' && caller !== 'member') payload.user = { accountId: callers[caller].account.id, userId: callers[caller].user.id };
      const res = await t.app.inject({ method: 'POST', url: '/api/orders/blueprint', headers: headers(caller), payload });
      expect(res.statusCode, res.body).toBe(status);
    });
  }

  it('refuses an inactive account', async () => {
    const inactive = await registerMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/account/${inactive.account.id}`, headers: bearer(inactive.token) })).statusCode).toBe(403);
  });
});
