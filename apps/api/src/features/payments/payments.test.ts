import { CREDITS_ON_NEW_ACCOUNT, DEFAULT_CHAT_MEMBERSHIPS, endpoints, planFeatures, PLANS, UNKNOWN_PLAN_MESSAGE, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, registerActiveMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { allowChat } from '../../test/chat-helpers';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { billingSnapshot, checkoutCompletedEvent, deliverWebhook, startCheckout, testCheckoutId } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { billingStates, subscriptions } from './payments.tables';
import { PAYMENTS_OFF_MESSAGE } from './payments.service';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await createCallers(t.app));
});
afterAll(() => t.close());

const pay = (member: Member, id: string) => call(t.app, endpoints.payTestCheckout, { params: { id }, token: member.token });
const cancel = (member: Member, id: string) => call(t.app, endpoints.cancelTestCheckout, { params: { id }, token: member.token });
const checkout = (member: Member, id: string) => callOk(t.app, endpoints.getCheckout, { params: { id }, token: member.token });

/** Starts a test checkout of the plan and pays it; answers the checkout id. */
async function buy(member: Member, productId: string): Promise<string> {
  const id = testCheckoutId((await startCheckout(t.app, member, productId)).url);
  const paid = await pay(member, id);
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

describe('the plans', () => {
  it('lists the three monthly plans to anyone, in card order, as PLANS defines them (chat promised only where CHAT_MEMBERSHIPS gives it)', async () => {
    const res = await call(t.app, endpoints.listProducts);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      PLANS.map((plan) => {
        const { id, order, name, priceUsd, monthlyCredits, membership } = plan;
        return { id, order, name, priceUsd, interval: 'month', monthlyCredits, membership, features: planFeatures(plan, DEFAULT_CHAT_MEMBERSHIPS) };
      }),
    );
    expect(res.json().map((p: { id: string; priceUsd: number; monthlyCredits: number }) => [p.id, p.priceUsd, p.monthlyCredits])).toEqual([
      ['studio', 20, 1],
      ['accelerator', 250, 10],
      ['agency', 2500, 250],
    ]);
  });
});

describe('the test checkout (no Stripe key: the default driver)', () => {
  it('sends the buyer to the portal’s own checkout, which shows the plan as open', async () => {
    const member = await registerActiveMember(t.app);
    const { url } = await startCheckout(t.app, member, 'accelerator');
    expect(url).toMatch(/^\/checkout\/test\/test_cs_/);
    const shown = await checkout(member, testCheckoutId(url));
    expect(shown).toMatchObject({ id: testCheckoutId(url), provider: 'test', status: 'open', accountId: member.account.id, completedAt: null });
    expect(shown.product.id).toBe('accelerator');
  });

  it('grants the plan once when paid: membership, the month’s credits and one ledger row naming the checkout', async () => {
    const member = await registerActiveMember(t.app);
    const before = await billingSnapshot(t.app, member);
    const id = testCheckoutId((await startCheckout(t.app, member, 'accelerator')).url);
    const paid = await pay(member, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ url: `/payment_success?session_id=${encodeURIComponent(id)}` });

    const after = await billingSnapshot(t.app, member);
    expect(after.membership).toBe('accelerator');
    expect(after.credits).toBe(before.credits + 10);
    const grants = after.ledger.filter((row) => row.reason === 'plan_purchase');
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ change: 10, balanceAfter: before.credits + 10, reference: id, productId: 'accelerator', actorId: null });
    expect((await checkout(member, id)).status).toBe('complete');

    const again = await pay(member, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CHECKOUT_CLOSED');
    const last = await billingSnapshot(t.app, member);
    expect(last.credits).toBe(after.credits);
    expect(last.ledger).toHaveLength(after.ledger.length);
  });

  it('changes nothing when cancelled, and a cancelled checkout can no longer be paid', async () => {
    const member = await registerActiveMember(t.app);
    const before = await billingSnapshot(t.app, member);
    const id = testCheckoutId((await startCheckout(t.app, member, 'agency')).url);
    const cancelled = await cancel(member, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ url: '/settings/membership' });
    expect((await checkout(member, id)).status).toBe('canceled');

    const paid = await pay(member, id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('CHECKOUT_CLOSED');
    expect((await cancel(member, id)).statusCode).toBe(409);
    const after = await billingSnapshot(t.app, member);
    expect({ credits: after.credits, membership: after.membership, ledger: after.ledger }).toEqual({ credits: before.credits, membership: before.membership, ledger: before.ledger });
  });

  it('refuses a plan that does not exist with 404 and the plan message', async () => {
    const member = await registerActiveMember(t.app);
    const res = await call(t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'platinum' }, token: member.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: UNKNOWN_PLAN_MESSAGE });
  });

  it('refuses to sell the plan the account already pays for', async () => {
    const member = await registerActiveMember(t.app);
    await buy(member, 'accelerator');
    const res = await call(t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'accelerator' }, token: member.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('moves the account to Agency after Accelerator, ending the old plan’s subscription', async () => {
    const member = await registerActiveMember(t.app);
    const first = await buy(member, 'accelerator');
    const credits = (await billingSnapshot(t.app, member)).credits;
    const second = await buy(member, 'agency');
    const after = await billingSnapshot(t.app, member);
    expect(after.membership).toBe('agency');
    expect(after.credits).toBe(credits + 250);

    const rows = await t.app.database.db.select().from(subscriptions).where(eq(subscriptions.accountId, member.account.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.productId, row.status]]))).toEqual({
      [`test_sub_${first}`]: ['accelerator', 'canceled'],
      [`test_sub_${second}`]: ['agency', 'active'],
    });
    const [state] = await t.app.database.db.select().from(billingStates).where(eq(billingStates.accountId, member.account.id));
    expect(state).toMatchObject({ subscriptionId: `test_sub_${second}`, productId: 'agency' });
  });

  it('answers 404 at the Stripe webhook: Stripe is not configured', async () => {
    const member = await registerActiveMember(t.app);
    const res = await deliverWebhook(t.app, checkoutCompletedEvent({ accountId: member.account.id, productId: 'agency' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await billingSnapshot(t.app, member)).membership).not.toBe('agency');
  });
});

describe("the 'test' membership and a paid plan", () => {
  it('a test account that buys a plan keeps the test membership (chat, panels) and gets the credits; the plan is current', async () => {
    const member = await registerActiveMember(t.app);
    await allowChat(t.app, admin, member);
    await giveCredits(t.app, admin, member, 2);
    const { avatar } = await orderAndDeliver(t.app, admin, member);
    const before = await billingSnapshot(t.app, member);
    const first = await buy(member, 'accelerator');

    const after = await billingSnapshot(t.app, member);
    expect(after.membership).toBe('test');
    expect(after.credits).toBe(before.credits + 10);
    const [state] = await t.app.database.db.select().from(billingStates).where(eq(billingStates.accountId, member.account.id));
    expect(state).toMatchObject({ subscriptionId: `test_sub_${first}`, productId: 'accelerator' });
    // The plan it pays for is not sold to it twice; another is, and the membership stays 'test' after it too.
    expect((await call(t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'accelerator' }, token: member.token })).statusCode).toBe(409);
    await buy(member, 'agency');
    expect((await billingSnapshot(t.app, member)).membership).toBe('test');

    // Chat and panels still answer, through the session the purchase refreshed.
    const thread = await call(t.app, endpoints.newThread, { body: { accountId: member.account.id, avatarId: avatar.id }, token: member.token });
    expect(thread.statusCode, thread.body).toBe(201);
    const panels = await call(t.app, endpoints.listPanels, { params: { accountId: member.account.id }, token: member.token });
    expect(panels.statusCode, panels.body).toBe(200);
  });

  it('an account without it still moves to the plan’s membership, and a plain member is still refused chat', async () => {
    const member = await registerActiveMember(t.app);
    await buy(member, 'agency');
    expect((await billingSnapshot(t.app, member)).membership).toBe('agency');
    const panels = await call(t.app, endpoints.listPanels, { params: { accountId: member.account.id }, token: member.token });
    expect(panels.statusCode).toBe(403);
    expect(panels.json().error.code).toBe('MEMBERSHIP_REQUIRED');
  });
});

describe.each([
  ['PAYMENTS_DRIVER=off', { PAYMENTS_DRIVER: 'off' }],
  // The default of a portal others reach: no driver chosen, no Stripe key, an APP_URL that is not loopback.
  ['a public APP_URL and no driver chosen', { APP_URL: 'https://portal.example.com', PAYMENTS_DRIVER: '', PAYMENTS_TEST_ON_PUBLIC_URL: '' }],
])('%s', (_name, env) => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env });
  });
  afterAll(() => off.close());

  it('shows the plans but sells none (503), and says so in GET /api/config', async () => {
    const { member } = await createCallers(off.app);
    expect((await call(off.app, endpoints.listProducts)).statusCode).toBe(200);
    const res = await call(off.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'studio' }, token: member.token });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'UNAVAILABLE', message: PAYMENTS_OFF_MESSAGE });
    expect((await call(off.app, endpoints.publicConfig)).json().payments).toBe('off');
    expect((await billingSnapshot(off.app, member)).credits).toBe(member.account.credits);
  });
});

describe('no driver chosen, APP_URL on this machine (a local try)', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ env: { APP_URL: 'http://127.0.0.1:3000', PAYMENTS_DRIVER: '', PAYMENTS_TEST_ON_PUBLIC_URL: '' } });
  });
  afterAll(() => local.close());

  it('serves the built-in test checkout, and GET /api/config says so', async () => {
    const { member } = await createCallers(local.app);
    expect((await startCheckout(local.app, member, 'studio')).url).toMatch(/^\/checkout\/test\//);
    expect((await call(local.app, endpoints.publicConfig)).json().payments).toBe('test');
  });
});

describe('the credit ledger', () => {
  it('names what caused each change, newest first: admin set and remove, an order (its id), a purchase', async () => {
    const member = await registerActiveMember(t.app);
    await giveCredits(t.app, admin, member, 5);
    await callOk(t.app, endpoints.removeCredits, { params: { id: member.account.id }, body: { credits: 2 }, token: admin.token });
    const order = (await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member)))).json() as Order;
    const checkoutId = await buy(member, 'studio');

    const ledger = (await billingSnapshot(t.app, member)).ledger;
    expect(ledger.map(({ reason, change, balanceAfter, reference, productId, actorId }) => ({ reason, change, balanceAfter, reference, productId, actorId }))).toEqual([
      { reason: 'plan_purchase', change: 1, balanceAfter: 3, reference: checkoutId, productId: 'studio', actorId: null },
      { reason: 'order', change: -1, balanceAfter: 2, reference: order.id, productId: null, actorId: member.user.id },
      { reason: 'admin_remove', change: -2, balanceAfter: 3, reference: null, productId: null, actorId: admin.user.id },
      { reason: 'admin_set', change: 5 - CREDITS_ON_NEW_ACCOUNT, balanceAfter: 5, reference: null, productId: null, actorId: admin.user.id },
      { reason: 'opening', change: CREDITS_ON_NEW_ACCOUNT, balanceAfter: CREDITS_ON_NEW_ACCOUNT, reference: null, productId: null, actorId: null },
    ]);
    const times = ledger.map((row) => row.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The balance is the ledger's sum: nothing changes credits without a row.
    expect(ledger.reduce((sum, row) => sum + row.change, 0)).toBe((await billingSnapshot(t.app, member)).credits);
  });
});
