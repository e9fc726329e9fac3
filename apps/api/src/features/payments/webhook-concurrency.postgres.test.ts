import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActiveMember } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import {
  billingSnapshot,
  checkoutCompletedEvent,
  deliverWebhook,
  invoiceFailedEvent,
  nowSeconds,
  renewalInvoiceEvent,
  startCheckout,
  STRIPE_PRICES,
  subscriptionDeletedEvent,
  subscriptionUpdatedEvent,
  testCheckoutId,
} from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * PostgreSQL only: PGlite runs one statement at a time, so there the same deliveries cannot overlap. On a
 * pool of connections they do, and the event's id (and the checkout's status) must still let one through.
 */
const TIMES = 10;

describe('Stripe events delivered at once', () => {
  const ctx = useStripeApp();

  it('the same paid checkout event 10 times: fulfilled exactly once (one grant, one ledger row, one recorded event)', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const event = checkoutCompletedEvent({ accountId: member.account.id, productId: 'accelerator' });
    const answers = await Promise.all(Array.from({ length: TIMES }, () => deliverWebhook(ctx.t.app, event)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(TIMES).fill(200));
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.membership).toBe('accelerator');
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toHaveLength(1);
    expect(after.events).toBe(before.events + 1);
  });

  it('applies a subscription’s completion and its (newer) deletion arriving together, in either order, without failing', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => registerActiveMember(ctx.t.app)));
    const pairs = members.map((member) => {
      const subscription = `sub_race_${member.account.id}`;
      return [
        checkoutCompletedEvent({ accountId: member.account.id, productId: 'accelerator', subscription, created: nowSeconds() - 60 }),
        subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'accelerator', created: nowSeconds() }),
      ];
    });
    const answers = await Promise.all(pairs.flatMap((events) => events.map((event) => deliverWebhook(ctx.t.app, event))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(answers.length).fill(200));
    for (const member of members) {
      const after = await billingSnapshot(ctx.t.app, member);
      expect(after.membership).not.toBe('accelerator');
      expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toHaveLength(1);
    }
  });
});

describe('a test checkout paid many times at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is paid once; the other payments are refused with 409 CHECKOUT_CLOSED', async () => {
    const member = await registerActiveMember(t.app);
    const before = await billingSnapshot(t.app, member);
    const id = testCheckoutId((await startCheckout(t.app, member, 'accelerator')).url);
    const answers = await Promise.all(Array.from({ length: TIMES }, () => call(t.app, endpoints.payTestCheckout, { params: { id }, token: member.token })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(TIMES - 1);
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().error.code))).toEqual(new Set(['CHECKOUT_CLOSED']));
    const after = await billingSnapshot(t.app, member);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toHaveLength(1);
    // The checkout's completion, then its subscription and its first invoice, as Stripe sends them.
    expect(after.events).toBe(before.events + 3);
  });
});

describe('a subscription’s events delivered at once, twice each, in any order', () => {
  const ctx = useStripeApp();

  it('end as the events’ times say: resumed, the failed renewal paid, its month granted once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => registerActiveMember(ctx.t.app)));
    const histories = await Promise.all(
      members.map(async (member) => {
        const subscription = `sub_story_${member.account.id}`;
        const base = nowSeconds() - 1000;
        expect((await deliverWebhook(ctx.t.app, checkoutCompletedEvent({ accountId: member.account.id, productId: 'accelerator', subscription, created: base }))).statusCode).toBe(200);
        const snapshot = (created: number, cancelAtPeriodEnd: boolean) =>
          subscriptionUpdatedEvent({ subscription, accountId: member.account.id, price: STRIPE_PRICES.accelerator, cancelAtPeriodEnd, created });
        const invoice = { subscription, price: STRIPE_PRICES.accelerator, invoiceId: `in_story_${member.account.id}`, issued: base + 400 };
        return [snapshot(base + 100, true), snapshot(base + 200, false), invoiceFailedEvent({ ...invoice, created: base + 400 }), renewalInvoiceEvent({ ...invoice, created: base + 500 })];
      }),
    );
    const deliveries = histories.flatMap((events) => [...events, ...events].reverse());
    const answers = await Promise.all(deliveries.map((event) => deliverWebhook(ctx.t.app, event)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(answers.length).fill(200));
    for (const member of members) {
      const plan = await callOk(ctx.t.app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });
      expect(plan.subscription).toMatchObject({ planId: 'accelerator', status: 'active', cancelAtPeriodEnd: false });
      expect(plan.invoices).toEqual([expect.objectContaining({ status: 'paid' })]);
      const after = await billingSnapshot(ctx.t.app, member);
      expect(after.ledger.filter((row) => row.reason === 'plan_renewal')).toHaveLength(1);
    }
  });
});
