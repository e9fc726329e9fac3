import { endpoints } from '@persona/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerActiveMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import {
  billingSnapshot,
  deliverWebhook,
  invoiceFailedEvent,
  nowSeconds,
  paidEvent,
  renewalInvoiceEvent,
  STRIPE_PRICES,
  subscriptionDeletedEvent,
  subscriptionUpdatedEvent,
} from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';
import { PAYMENTS_FAILED_MESSAGE } from './providers/payment-provider';
import { accounts } from '../accounts';
import { accountActivity } from '../activity';
import { checkoutSessions } from './payments.tables';

const ctx = useStripeApp();

/** A plan bought through Stripe: checkout, paid at the fake, its completion delivered. */
async function buy(member: Member, productId: string, created?: number) {
  const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, productId)).id);
  const res = await deliverWebhook(ctx.t.app, paidEvent(session, { created }));
  expect(res.statusCode, res.body).toBe(200);
  return { session, subscription: session.subscription! };
}

const deliverOk = async (event: Parameters<typeof deliverWebhook>[1]) => {
  const res = await deliverWebhook(ctx.t.app, event);
  expect(res.statusCode, res.body).toBe(200);
};

describe('a subscription’s later months', () => {
  it('grants the month’s credits for a paid renewal once, even delivered twice', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buy(member, 'accelerator', nowSeconds() - 3600);
    const before = await billingSnapshot(ctx.t.app, member);
    const renewal = renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.accelerator });
    await deliverOk(renewal);
    await deliverOk(renewal);
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_renewal')).toEqual([
      expect.objectContaining({ change: 10, reference: renewal.id, productId: 'accelerator', actorId: null }),
    ]);
    expect(after.membership).toBe('accelerator');
  });

  it('lists invoices issued in the same second newest recorded first, whatever their ids', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buy(member, 'accelerator', nowSeconds() - 3600);
    const issued = nowSeconds() - 60;
    const ids = ['b', 'a', 'c'].map((letter) => `in_same_second_${letter}_${member.account.id}`);
    for (const invoiceId of ids) await deliverOk(renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued }));
    const plan = await callOk(ctx.t.app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });
    expect(plan.invoices.map((invoice) => invoice.id)).toEqual([...ids].reverse());
    expect(new Set(plan.invoices.map((invoice) => invoice.issuedAt)).size).toBe(1);
  });

  it('grants nothing for the first invoice (subscription_create): the checkout already did', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buy(member, 'agency');
    const before = await billingSnapshot(ctx.t.app, member);
    await deliverOk(renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.agency, billingReason: 'subscription_create' }));
    const after = await billingSnapshot(ctx.t.app, member);
    expect({ credits: after.credits, ledger: after.ledger }).toEqual({ credits: before.credits, ledger: before.ledger });
  });

  it('returns the account to Studio when the subscription ends, keeping its credits', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buy(member, 'accelerator', nowSeconds() - 60);
    const before = await billingSnapshot(ctx.t.app, member);
    await deliverOk(subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'accelerator' }));
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.membership).toBe('starter');
    expect({ credits: after.credits, ledger: after.ledger }).toEqual({ credits: before.credits, ledger: before.ledger });
    // Studio again: the plan may be bought anew.
    expect((await call(ctx.t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'accelerator' }, token: member.token })).statusCode).toBe(200);
  });
});

describe('the activity log of a plan bought through Stripe', () => {
  it('says, by the portal, when the plan was bought, changed, cancelled at the period’s end, resumed, failed to renew and ended', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const start = nowSeconds() - 600;
    const { subscription } = await buy(member, 'accelerator', start);
    const periodEnd = start + 30 * 86_400;
    const snapshot = (created: number, productId: 'studio' | 'accelerator', cancelAtPeriodEnd = false) =>
      subscriptionUpdatedEvent({ subscription, accountId: member.account.id, price: STRIPE_PRICES[productId], cancelAtPeriodEnd, periodEnd, created });
    await deliverOk(snapshot(start + 100, 'studio'));
    await deliverOk(snapshot(start + 200, 'studio', true));
    await deliverOk(snapshot(start + 300, 'studio'));
    await deliverOk(invoiceFailedEvent({ subscription, price: STRIPE_PRICES.studio, created: start + 400 }));
    await deliverOk(subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'studio', created: start + 500 }));

    const rows = await ctx.t.app.database.db.select().from(accountActivity).where(eq(accountActivity.accountId, member.account.id)).orderBy(asc(accountActivity.createdAt));
    const billing = rows.filter((row) => /^(plan|payment)\./.test(row.action)).map((row) => ({ action: row.action, role: row.actorRole, subject: row.subject, details: row.details }));
    expect(billing).toEqual([
      { action: 'plan.changed', role: 'portal', subject: 'accelerator', details: { from: null, to: 'accelerator' } },
      { action: 'plan.changed', role: 'portal', subject: 'studio', details: { from: 'accelerator', to: 'studio' } },
      { action: 'plan.cancelled', role: 'portal', subject: 'studio', details: { until: new Date(periodEnd * 1000).toISOString() } },
      { action: 'plan.resumed', role: 'portal', subject: 'studio', details: {} },
      expect.objectContaining({ action: 'payment.failed', role: 'portal', subject: 'studio' }),
      { action: 'plan.changed', role: 'portal', subject: null, details: { from: 'studio', to: null } },
    ]);
  });
});

describe("the 'test' membership through a plan's life", () => {
  it('is kept when the plan is bought and when its subscription ends; the plan may then be bought anew', async () => {
    const member = await registerActiveMember(ctx.t.app);
    // As a site admin sets it (PATCH /api/accounts/{id}/membership); the webhook reads the row, not a session.
    await ctx.t.app.database.db.update(accounts).set({ membership: 'test' }).where(eq(accounts.id, member.account.id));
    const before = await billingSnapshot(ctx.t.app, member);
    const { subscription } = await buy(member, 'accelerator', nowSeconds() - 60);
    const bought = await billingSnapshot(ctx.t.app, member);
    expect({ membership: bought.membership, credits: bought.credits }).toEqual({ membership: 'test', credits: before.credits + 10 });
    expect((await call(ctx.t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'accelerator' }, token: member.token })).statusCode).toBe(409);

    await deliverOk(subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'accelerator' }));
    const ended = await billingSnapshot(ctx.t.app, member);
    expect({ membership: ended.membership, credits: ended.credits }).toEqual({ membership: 'test', credits: bought.credits });
    expect((await call(ctx.t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'accelerator' }, token: member.token })).statusCode).toBe(200);
  });
});

describe('events out of order and replaced plans', () => {
  it('keeps a subscription that ended (newer event, delivered first) from setting the plan; its month is still granted once', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const ended = subscriptionDeletedEvent({ subscription: session.subscription!, accountId: member.account.id, productId: 'accelerator', created: nowSeconds() });
    await deliverOk(ended);
    await deliverOk(paidEvent(session, { created: nowSeconds() - 30 }));
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.membership).toBe(before.membership);
    expect(after.plan).toBeNull();
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toHaveLength(1);
  });

  it('ends the old subscription at Stripe when a new plan is bought, and its deletion does not downgrade', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const first = await buy(member, 'accelerator', nowSeconds() - 120);
    const second = await ctx.stripeCheckout(member, 'agency');
    // The new checkout reuses the account's Stripe customer.
    expect(ctx.fake.createdSessions.at(-1)).toMatchObject({ customer: first.session.customer });
    expect(ctx.fake.createdSessions.at(-1)).not.toHaveProperty('customer_email');
    ctx.fake.markPaid(second.id);
    await deliverOk(paidEvent(second, { created: nowSeconds() - 60 }));
    expect(ctx.fake.canceledSubscriptions).toContain(first.subscription);
    expect(ctx.fake.canceledSubscriptions).not.toContain(second.subscription);
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('agency');

    await deliverOk(subscriptionDeletedEvent({ subscription: first.subscription, accountId: member.account.id, productId: 'accelerator' }));
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('agency');
  });

  it('ends an older plan whose completion arrives after a newer plan’s, which stays current', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const older = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const newer = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'agency')).id);
    await deliverOk(paidEvent(newer, { created: nowSeconds() - 30 }));
    await deliverOk(paidEvent(older, { created: nowSeconds() - 60 }));
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.membership).toBe('agency');
    // Both months were paid; the older subscription is ended at Stripe so the account never pays for two plans.
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase').map((row) => row.productId)).toEqual(['accelerator', 'agency']);
    expect(ctx.fake.canceledSubscriptions).toContain(older.subscription);
    expect(ctx.fake.canceledSubscriptions).not.toContain(newer.subscription);
  });

  it('never sets the plan of a subscription whose deletion came first, even within the same second', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const second = nowSeconds() - 10;
    await deliverOk(subscriptionDeletedEvent({ subscription: session.subscription!, accountId: member.account.id, productId: 'accelerator', created: second }));
    await deliverOk(paidEvent(session, { created: second }));
    expect((await billingSnapshot(ctx.t.app, member)).plan).toBeNull();
  });

  it('sets a new plan whose completion arrives after the previous plan ended (a newer event)', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const previous = await buy(member, 'accelerator', nowSeconds() - 300);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'agency')).id);
    await deliverOk(subscriptionDeletedEvent({ subscription: previous.subscription, accountId: member.account.id, productId: 'accelerator', created: nowSeconds() - 10 }));
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('starter');
    await deliverOk(paidEvent(session, { created: nowSeconds() - 60 }));
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('agency');
    expect(ctx.fake.canceledSubscriptions).not.toContain(session.subscription);
  });
});

describe('a late webhook', () => {
  it('is not needed: reading a checkout Stripe reports paid fulfils it, and the webhook then grants nothing more', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const before = await billingSnapshot(ctx.t.app, member);
    const session = await ctx.stripeCheckout(member, 'accelerator');
    const open = await callOk(ctx.t.app, endpoints.getCheckout, { params: { id: session.id }, token: member.token });
    expect(open.status).toBe('open');

    ctx.fake.markPaid(session.id);
    const read = await callOk(ctx.t.app, endpoints.getCheckout, { params: { id: session.id }, token: member.token });
    expect(read.status).toBe('complete');
    const fulfilled = await billingSnapshot(ctx.t.app, member);
    expect({ credits: fulfilled.credits, membership: fulfilled.membership }).toEqual({ credits: before.credits + 10, membership: 'accelerator' });

    await deliverOk(paidEvent(session));
    const after = await billingSnapshot(ctx.t.app, member);
    expect({ credits: after.credits, ledger: after.ledger }).toEqual({ credits: fulfilled.credits, ledger: fulfilled.ledger });
  });
});

describe('Stripe failing', () => {
  const checkoutsOf = (member: Member) => ctx.t.app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, member.account.id));

  it('answers 502 PAYMENTS_FAILED when Stripe answers 500, and leaves no checkout behind', async () => {
    const member = await registerActiveMember(ctx.t.app);
    ctx.fake.failWith(500);
    try {
      const res = await call(ctx.t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'agency' }, token: member.token });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({ code: 'PAYMENTS_FAILED', message: PAYMENTS_FAILED_MESSAGE });
    } finally {
      ctx.fake.failWith(null);
    }
    expect(await checkoutsOf(member)).toEqual([]);
  });

  // Last in this file: the fake stays stopped.
  it('answers 502 PAYMENTS_FAILED when Stripe cannot be reached; an open checkout still reads as open', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const session = await ctx.stripeCheckout(member, 'studio');
    await ctx.fake.stop();
    const res = await call(ctx.t.app, endpoints.createCheckout, { body: { accountId: member.account.id, productId: 'agency' }, token: member.token });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'PAYMENTS_FAILED', message: PAYMENTS_FAILED_MESSAGE });
    expect((await checkoutsOf(member)).map((row) => row.id)).toEqual([session.id]);
    const read = await callOk(ctx.t.app, endpoints.getCheckout, { params: { id: session.id }, token: member.token });
    expect(read.status).toBe('open');
  });
});
