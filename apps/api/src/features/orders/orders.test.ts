import { CONTEXT_MAX_LENGTH, endpoints, MESSAGES, PRODUCT_MAX_LENGTH, type Order } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { appWithCallers, tokenOf } from '../../test/app-with-callers';
import { addBusinessDays } from './business-days';

const ctx = appWithCallers();

const setCredits = (member: Member, credits: number) =>
  callOk(ctx.t.app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits }, token: ctx.callers.admin.token });
const creditsOf = async (member: Member) =>
  (await callOk(ctx.t.app, endpoints.getAccount, { params: { id: member.account.id }, token: ctx.callers.admin.token }))[0]!.credits;
const ordersOf = (member: Member) => callOk(ctx.t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });

async function activeMember(credits: number) {
  const member = await registerMember(ctx.t.app);
  await callOk(ctx.t.app, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: true }, token: ctx.callers.admin.token });
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
    const log = await callOk(ctx.t.app, endpoints.listCreditTransactions, { params: { id: member.account.id }, token: member.token });
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
    expect(refused.every((r) => r.json().error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await creditsOf(member)).toBe(0);
    expect(await ordersOf(member)).toHaveLength(3);
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

  it('names the field of a text over its limit', async () => {
    const member = await activeMember(5);
    const seeded = await seedCampaign(ctx.t.app, member);
    const longContext = await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { context: 'x'.repeat(CONTEXT_MAX_LENGTH + 1) }));
    expect(longContext.json().error.message).toBe(`The context can have at most ${CONTEXT_MAX_LENGTH} characters.`);
    const longProduct = await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { product: 'x'.repeat(PRODUCT_MAX_LENGTH + 1) }));
    expect(longProduct.statusCode).toBe(400);
    expect(longProduct.json().error).toMatchObject({ field: 'body.data.product', message: `The product description can have at most ${PRODUCT_MAX_LENGTH} characters.` });
  });

  it('lists orders newest first', async () => {
    const member = await activeMember(2);
    const seeded = await seedCampaign(ctx.t.app, member);
    const first = (await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).json();
    const second = (await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).json();
    const list = await ordersOf(member);
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
  });
});

describe('ordering again with the same order id (data.id, the idempotency key)', () => {
  it('answers the first order again, with the same status and body, and charges once', async () => {
    const member = await activeMember(5);
    const payload = orderPayload(member, await seedCampaign(ctx.t.app, member));
    const first = await placeOrder(ctx.t.app, member, payload);
    const again = await placeOrder(ctx.t.app, member, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await creditsOf(member)).toBe(4);
    expect(await ordersOf(member)).toHaveLength(1);
    const log = await callOk(ctx.t.app, endpoints.listCreditTransactions, { params: { id: member.account.id }, token: member.token });
    expect(log.filter((entry) => entry.reason === 'order')).toHaveLength(1);
  });

  it('charges once when the same order races itself', async () => {
    const member = await activeMember(5);
    const payload = orderPayload(member, await seedCampaign(ctx.t.app, member));
    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(ctx.t.app, member, payload)));
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await creditsOf(member)).toBe(4);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('refuses a different order under a used id with 409 IDEMPOTENCY_KEY_REUSED, and charges nothing', async () => {
    const member = await activeMember(5);
    const seeded = await seedCampaign(ctx.t.app, member);
    const payload = orderPayload(member, seeded);
    expect((await placeOrder(ctx.t.app, member, payload)).statusCode).toBe(201);
    const other = await placeOrder(ctx.t.app, member, orderPayload(member, seeded, { id: payload.data.id, product: 'Something else' }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('already used for a different order') } });
    expect(await creditsOf(member)).toBe(4);
    // The same content under that id is still the first order; names and price sent by the client play no part.
    const retry = await placeOrder(ctx.t.app, member, { ...payload, data: { ...payload.data, companyName: 'Renamed', price: 7 } });
    expect(retry.statusCode).toBe(201);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('refuses a different order racing the first under the same id, charging only the one placed', async () => {
    const member = await activeMember(5);
    const seeded = await seedCampaign(ctx.t.app, member);
    const payload = orderPayload(member, seeded);
    const racing = orderPayload(member, seeded, { id: payload.data.id, product: 'Another product' });
    const results = await Promise.all([placeOrder(ctx.t.app, member, payload), placeOrder(ctx.t.app, member, racing)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await creditsOf(member)).toBe(4);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('keeps order ids apart per account, and orders without an id are never merged', async () => {
    const member = await activeMember(5);
    const other = await activeMember(5);
    const id = crypto.randomUUID();
    expect((await placeOrder(ctx.t.app, member, orderPayload(member, await seedCampaign(ctx.t.app, member), { id }))).statusCode).toBe(201);
    expect((await placeOrder(ctx.t.app, other, orderPayload(other, await seedCampaign(ctx.t.app, other), { id }))).statusCode).toBe(201);
    expect(await creditsOf(other)).toBe(4);
    const seeded = await seedCampaign(ctx.t.app, member);
    for (const noId of [undefined, '']) {
      const payload = orderPayload(member, seeded, { id: noId });
      expect((await placeOrder(ctx.t.app, member, payload)).statusCode).toBe(201);
      expect((await placeOrder(ctx.t.app, member, payload)).statusCode).toBe(201);
    }
    expect(await creditsOf(member)).toBe(0);
  });

  it('refuses an order id over 200 characters', async () => {
    const member = await activeMember(5);
    const res = await placeOrder(ctx.t.app, member, orderPayload(member, await seedCampaign(ctx.t.app, member), { id: 'x'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.data.id');
  });
});

describe('access to the orders routes', () => {
  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
    it(`GET the member's orders as ${caller} → ${status}`, async () => {
      const res = await call(ctx.t.app, endpoints.listOrders, { params: { accountId: ctx.callers.member.account.id }, token: tokenOf(ctx.callers, caller) });
      expect(res.statusCode).toBe(status);
    });
  }

  for (const [caller, status] of [['anonymous', 401], ['other', 404], ['member', 201], ['admin', 404]] as const) {
    it(`POST an order on the member's campaign as ${caller} → ${status}`, async () => {
      await setCredits(ctx.callers.member, 1);
      const payload = orderPayload(ctx.callers.member, await seedCampaign(ctx.t.app, ctx.callers.member));
      if (caller !== 'anonymous' && caller !== 'member') payload.user = { accountId: ctx.callers[caller].account.id, userId: ctx.callers[caller].user.id };
      const res = await call(ctx.t.app, endpoints.orderBlueprint, { body: payload, token: tokenOf(ctx.callers, caller) });
      expect(res.statusCode, res.body).toBe(status);
    });
  }

  it('refuses an inactive account', async () => {
    const inactive = await registerMember(ctx.t.app);
    const res = await call(ctx.t.app, endpoints.listOrders, { params: { accountId: inactive.account.id }, token: inactive.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_INACTIVE');
  });
});
