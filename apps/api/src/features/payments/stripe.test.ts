import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerActiveMember } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { billingSnapshot, checkoutCompletedEvent, deliverWebhook, nowSeconds, paidEvent, startCheckout, STRIPE_PRICES, WEBHOOK_SECRET } from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';
import { checkoutSessions, paymentEvents } from './payments.tables';

const ctx = useStripeApp();

const outcomeOf = async (eventId: string) => (await ctx.t.app.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)))[0]?.outcome;

describe('a Stripe checkout', () => {
  it('is created in subscription mode for the plan’s price, naming the account, and answers Stripe’s page', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { url } = await startCheckout(ctx.t.app, member, 'accelerator');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(ctx.fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${ctx.fake.secretKey}` });
    expect(ctx.fake.createdSessions.at(-1)).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: STRIPE_PRICES.accelerator, quantity: '1' }],
      client_reference_id: member.account.id,
      metadata: { accountId: member.account.id, productId: 'accelerator' },
      success_url: 'http://portal.test/payment_success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://portal.test/settings/membership',
    });
    const shown = await call(ctx.t.app, endpoints.getCheckout, { params: { id: url.split('/').pop() }, token: member.token });
    expect(shown.json()).toMatchObject({ provider: 'stripe', status: 'open', accountId: member.account.id, product: { id: 'accelerator' } });
  });

  it('is fulfilled once by its paid checkout.session.completed, even delivered twice', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const event = paidEvent(session);
    const deliveries = [await deliverWebhook(ctx.t.app, event), await deliverWebhook(ctx.t.app, event)];
    expect(deliveries.map((res) => [res.statusCode, res.json()])).toEqual([
      [200, { received: true }],
      [200, { received: true }],
    ]);
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.membership).toBe('accelerator');
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toEqual([
      expect.objectContaining({ change: 10, reference: event.id, productId: 'accelerator', actorId: null }),
    ]);
    expect(after.events).toBe(before.events + 1);
    expect(await outcomeOf(event.id)).toBe('fulfilled');
  });
});

describe('a webhook delivery that Stripe did not sign', () => {
  const stale = () => nowSeconds() - 300 - 120;
  const cases: Array<[string, Parameters<typeof deliverWebhook>[2]]> = [
    ['a body changed after signing', { tamper: (payload) => payload.replace('"paid"', '"paid" ') }],
    ['a wrong secret', { secret: 'whsec_not_the_portals_secret' }],
    ['a timestamp older than the tolerance', { timestamp: stale() }],
    ['no signature', { signature: null }],
    ['a signature that is not one', { signature: 'v1=deadbeef' }],
  ];
  for (const [name, options] of cases) {
    it(`is refused with 400 WEBHOOK_SIGNATURE_INVALID and changes nothing: ${name}`, async () => {
      const member = await registerActiveMember(ctx.t.app);
      const before = await billingSnapshot(ctx.t.app, member);
      const res = await deliverWebhook(ctx.t.app, checkoutCompletedEvent({ accountId: member.account.id, productId: 'agency' }), options);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(await billingSnapshot(ctx.t.app, member)).toEqual(before);
    });
  }

  it('is accepted with the right secret within the tolerance (the same event, signed)', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const res = await deliverWebhook(ctx.t.app, checkoutCompletedEvent({ accountId: member.account.id, productId: 'studio' }), { secret: WEBHOOK_SECRET, timestamp: nowSeconds() - 200 });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('events the portal acknowledges but does not fulfil', () => {
  it('an event for an unknown account', async () => {
    const event = checkoutCompletedEvent({ accountId: 'no-such-account', productId: 'agency' });
    const res = await deliverWebhook(ctx.t.app, event);
    expect(res.statusCode).toBe(200);
    expect(await outcomeOf(event.id)).toBe('ignored');
    expect(await ctx.t.app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, String(event.data.object.id)))).toEqual([]);
  });

  it('an event for an unknown plan', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const event = checkoutCompletedEvent({ accountId: member.account.id, productId: 'platinum' });
    expect((await deliverWebhook(ctx.t.app, event)).statusCode).toBe(200);
    expect(await outcomeOf(event.id)).toBe('ignored');
    const after = await billingSnapshot(ctx.t.app, member);
    expect({ credits: after.credits, membership: after.membership, ledger: after.ledger }).toEqual({ credits: before.credits, membership: before.membership, ledger: before.ledger });
  });

  it('an unpaid checkout (an asynchronous payment still pending), fulfilled once its payment succeeds', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const session = await ctx.stripeCheckout(member, 'accelerator');
    const pending = paidEvent(session, { paymentStatus: 'unpaid', subscription: 'sub_pending_async' });
    expect((await deliverWebhook(ctx.t.app, pending)).statusCode).toBe(200);
    expect(await outcomeOf(pending.id)).toBe('ignored');
    const unpaid = await billingSnapshot(ctx.t.app, member);
    expect({ credits: unpaid.credits, membership: unpaid.membership }).toEqual({ credits: before.credits, membership: before.membership });

    const succeeded = paidEvent(session, { type: 'checkout.session.async_payment_succeeded', subscription: 'sub_pending_async' });
    expect((await deliverWebhook(ctx.t.app, succeeded)).statusCode).toBe(200);
    const paid = await billingSnapshot(ctx.t.app, member);
    expect({ credits: paid.credits, membership: paid.membership }).toEqual({ credits: before.credits + 10, membership: 'accelerator' });
  });

  it('an event type the portal does not act on', async () => {
    const event = { ...checkoutCompletedEvent({ accountId: 'x', productId: 'studio' }), type: 'customer.created' };
    expect((await deliverWebhook(ctx.t.app, event)).statusCode).toBe(200);
    expect(await outcomeOf(event.id)).toBe('ignored');
  });
});
