import { MESSAGES, type CreditTransaction, type Order } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { bearer, registerMember, type Member } from '../../test/auth-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { appWithCallers, type Caller } from '../../test/app-with-callers';
import { addBusinessDays } from './business-days';

const ctx = appWithCallers();

const setCredits = (member: Member, credits: number) =>
  ctx.t.app.inject({ method: 'PATCH', url: `/api/accounts/${member.account.id}/set_credits`, headers: bearer(ctx.callers.admin.token), payload: { credits } });
const creditsOf = async (member: Member) =>
  (await ctx.t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}`, headers: bearer(ctx.callers.admin.token) })).json()[0].credits as number;

async function activeMember(credits: number) {
  const member = await registerMember(ctx.t.app);
  await ctx.t.app.inject({ method: 'PATCH', url: `/api/accounts/${member.account.id}/status`, headers: bearer(ctx.callers.admin.token), payload: { isActive: true } });
  await setCredits(member, credits);
  return member;
}

describe('ordering a Blueprint', () => {
  it('creates a pending order, charges the server price, and logs the transaction', async () => {
    const member = await activeMember(2);
    const res = await placeOrder(ctx.t.app, member, orderPayload(member, await seedCampaign(ctx.t.app, member, 'acme shoes'), { price: 0, companyName: 'Forged' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ company: 'Acme Shoes', campaign: 'Launch', status: 'pending', docId: null, delivered: null, price: 1 });
    expect(order.expectedDelivery).toBe(addBusinessDays(new Date(order.ordered), 2).getTime());
    expect(await creditsOf(member)).toBe(1);
    const log = (await ctx.t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}/credit_transactions`, headers: bearer(member.token) })).json() as CreditTransaction[];
    expect(log[0]).toMatchObject({ change: -1, balanceAfter: 1, reason: 'order', actorId: member.user.id });
  });

  it('gives exactly as many orders as credits under 50 concurrent submissions', async () => {
    const member = await activeMember(3);
    const seeded = await seedCampaign(ctx.t.app, member);
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(ctx.t.app, member, orderPayload(member, seeded))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json().error.message).toBe(MESSAGES.insufficientFunds);
    expect(await creditsOf(member)).toBe(0);
    const list = (await ctx.t.app.inject({ method: 'GET', url: `/api/orders/account/${member.account.id}`, headers: bearer(member.token) })).json();
    expect(list).toHaveLength(3);
  });

  it("refuses another account's company, and ordering for someone else", async () => {
    const member = await activeMember(5);
    const theirs = await seedCampaign(ctx.t.app, ctx.callers.other);
    expect((await placeOrder(ctx.t.app, member, orderPayload(member, theirs))).statusCode).toBe(404);
    const mine = await seedCampaign(ctx.t.app, member);
    const forOther = orderPayload(member, mine);
    forOther.user = { accountId: ctx.callers.other.account.id, userId: ctx.callers.other.user.id };
    expect((await placeOrder(ctx.t.app, member, forOther)).statusCode).toBe(403);
    expect(await creditsOf(member)).toBe(5);
  });

  it('refuses a context over 10000 characters and an empty product', async () => {
    const member = await activeMember(5);
    const seeded = await seedCampaign(ctx.t.app, member);
    expect((await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { context: 'x'.repeat(10_001) }))).statusCode).toBe(400);
    expect((await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { context: 'x'.repeat(10_000) }))).statusCode).toBe(201);
    expect((await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { product: '  ' }))).statusCode).toBe(400);
  });

  it('lists orders newest first', async () => {
    const member = await activeMember(2);
    const seeded = await seedCampaign(ctx.t.app, member);
    const first = (await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).json();
    const second = (await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).json();
    const list = (await ctx.t.app.inject({ method: 'GET', url: `/api/orders/account/${member.account.id}`, headers: bearer(member.token) })).json() as Order[];
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
  });
});

describe('access to the orders routes', () => {
    const headers = (caller: Caller) => (caller === 'anonymous' ? {} : bearer(ctx.callers[caller].token));

  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
    it(`GET the member's orders as ${caller} → ${status}`, async () => {
      expect((await ctx.t.app.inject({ method: 'GET', url: `/api/orders/account/${ctx.callers.member.account.id}`, headers: headers(caller) })).statusCode).toBe(status);
    });
  }

  for (const [caller, status] of [['anonymous', 401], ['other', 404], ['member', 201], ['admin', 404]] as const) {
    it(`POST an order on the member's campaign as ${caller} → ${status}`, async () => {
      await setCredits(ctx.callers.member, 1);
      const payload = orderPayload(ctx.callers.member, await seedCampaign(ctx.t.app, ctx.callers.member));
      if (caller !== 'anonymous' && caller !== 'member') payload.user = { accountId: ctx.callers[caller].account.id, userId: ctx.callers[caller].user.id };
      const res = await ctx.t.app.inject({ method: 'POST', url: '/api/orders/blueprint', headers: headers(caller), payload });
      expect(res.statusCode, res.body).toBe(status);
    });
  }

  it('refuses an inactive account', async () => {
    const inactive = await registerMember(ctx.t.app);
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/orders/account/${inactive.account.id}`, headers: bearer(inactive.token) })).statusCode).toBe(403);
  });
});
