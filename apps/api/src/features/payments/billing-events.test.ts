import { endpoints } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { registerActiveMember, type Member } from '../../test/auth-helpers';
import { callOk } from '../../test/call';
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
  type StripeTestEvent,
} from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';

/**
 * What Stripe's customer portal does, as its webhook events tell it: plan changes, cancelling at the period's end
 * and resuming, a renewal whose payment fails (past due, no credits) and is paid later; each event applied once,
 * in the order of the events' times whatever the order of delivery.
 */
const ctx = useStripeApp();

const deliverOk = async (event: StripeTestEvent) => {
  const res = await deliverWebhook(ctx.t.app, event);
  expect(res.statusCode, res.body).toBe(200);
};

const planOf = (member: Member) => callOk(ctx.t.app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });

/** An Accelerator plan bought through Stripe, its completion dated `at` (seconds). */
async function buyAccelerator(member: Member, at = nowSeconds() - 600) {
  const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
  await deliverOk(paidEvent(session, { created: at }));
  const subscription = session.subscription!;
  const snapshot = (created: number, fields: Partial<Parameters<typeof subscriptionUpdatedEvent>[0]> = {}) =>
    subscriptionUpdatedEvent({ subscription, accountId: member.account.id, productId: 'accelerator', price: STRIPE_PRICES.accelerator, customer: session.customer!, created, ...fields });
  return { session, subscription, snapshot };
}

describe('cancelling at the period’s end and resuming', () => {
  it('keeps the plan until the period ends, says until when, and resumes; replays change nothing', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { snapshot } = await buyAccelerator(member);
    const periodEnd = nowSeconds() + 20 * 86_400;
    const cancel = snapshot(nowSeconds() - 300, { cancelAtPeriodEnd: true, periodEnd });
    await deliverOk(cancel);
    await deliverOk(cancel);
    expect(await planOf(member)).toMatchObject({
      planId: 'accelerator',
      subscription: { planId: 'accelerator', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd * 1000, endedAt: null },
    });
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('accelerator');

    await deliverOk(snapshot(nowSeconds() - 200, { periodEnd }));
    expect((await planOf(member)).subscription).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd * 1000 });
    // The cancellation delivered again, or late: older than the resumption, it does not undo it.
    await deliverOk(cancel);
    await deliverOk(snapshot(nowSeconds() - 250, { cancelAtPeriodEnd: true, periodEnd }));
    expect((await planOf(member)).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('reads a cancellation set as a date (cancel_at) as cancelling, ending then', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { snapshot } = await buyAccelerator(member);
    const cancelAt = nowSeconds() + 5 * 86_400;
    await deliverOk(snapshot(nowSeconds() - 100, { cancelAt }));
    expect((await planOf(member)).subscription).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: cancelAt * 1000 });
  });

  it('ends with the deletion, and an update delivered after it does not bring the plan back', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription, snapshot } = await buyAccelerator(member);
    const late = snapshot(nowSeconds() - 100, { cancelAtPeriodEnd: true });
    const ended = nowSeconds() - 50;
    await deliverOk(subscriptionDeletedEvent({ subscription, accountId: member.account.id, productId: 'accelerator', created: ended }));
    await deliverOk(late);
    await deliverOk(snapshot(nowSeconds()));
    const plan = await planOf(member);
    expect(plan).toMatchObject({ planId: null, subscription: { planId: 'accelerator', status: 'canceled', cancelAtPeriodEnd: false, endedAt: ended * 1000 } });
    expect((await billingSnapshot(ctx.t.app, member)).membership).toBe('starter');
  });
});

describe('changing the plan at the portal', () => {
  it('moves the plan and the membership without granting credits; the next renewal grants the new plan’s', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription, snapshot } = await buyAccelerator(member);
    const before = await billingSnapshot(ctx.t.app, member);
    const change = snapshot(nowSeconds() - 300, { price: STRIPE_PRICES.agency });
    await deliverOk(change);
    await deliverOk(change);
    const changed = await billingSnapshot(ctx.t.app, member);
    expect({ plan: changed.plan, membership: changed.membership, credits: changed.credits }).toEqual({ plan: 'agency', membership: 'agency', credits: before.credits });
    expect((await planOf(member)).subscription?.planId).toBe('agency');
    // A change back delivered late (older) is not applied.
    await deliverOk(snapshot(nowSeconds() - 400, { price: STRIPE_PRICES.accelerator }));
    expect((await billingSnapshot(ctx.t.app, member)).plan).toBe('agency');

    await deliverOk(renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.agency, created: nowSeconds() - 200 }));
    const renewed = await billingSnapshot(ctx.t.app, member);
    expect(renewed.credits).toBe(before.credits + 250);
    expect(renewed.ledger[0]).toMatchObject({ reason: 'plan_renewal', productId: 'agency', change: 250 });
  });
});

describe('a renewal whose payment fails', () => {
  it('is past due with the failed invoice shown and no credits; paid later, it is active and the month is granted once', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buyAccelerator(member);
    const before = await billingSnapshot(ctx.t.app, member);
    const invoiceId = `in_renewal_${member.account.id}`;
    const issued = nowSeconds() - 300;
    const failed = invoiceFailedEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued, created: issued });
    await deliverOk(failed);
    await deliverOk(failed);
    const due = await planOf(member);
    expect(due.subscription?.status).toBe('past_due');
    expect(due.invoices[0]).toEqual({ id: invoiceId, issuedAt: issued * 1000, amount: 25_000, currency: 'usd', status: 'failed', url: `https://invoice.stripe.test/i/${invoiceId}` });
    expect((await billingSnapshot(ctx.t.app, member)).credits).toBe(before.credits);

    const paid = renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued, created: nowSeconds() - 100 });
    await deliverOk(paid);
    await deliverOk(paid);
    // The failure delivered again after the payment: older, it changes nothing.
    await deliverOk(invoiceFailedEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued, created: issued + 1 }));
    const settled = await planOf(member);
    expect(settled.subscription?.status).toBe('active');
    expect(settled.invoices.filter((invoice) => invoice.id === invoiceId)).toEqual([expect.objectContaining({ status: 'paid', amount: 25_000 })]);
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_renewal')).toHaveLength(1);
  });

  it('stays active when the payment (newer) is delivered before the failure', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription } = await buyAccelerator(member);
    const invoiceId = `in_early_${member.account.id}`;
    const issued = nowSeconds() - 300;
    await deliverOk(renewalInvoiceEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued, created: nowSeconds() - 100 }));
    await deliverOk(invoiceFailedEvent({ subscription, price: STRIPE_PRICES.accelerator, invoiceId, issued, created: issued }));
    const plan = await planOf(member);
    expect(plan.subscription?.status).toBe('active');
    expect(plan.invoices.find((invoice) => invoice.id === invoiceId)?.status).toBe('paid');
  });

  it('keeps a newer failure’s past due when an older update (a resumption) arrives after it, and still applies the update', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { subscription, snapshot } = await buyAccelerator(member);
    await deliverOk(snapshot(nowSeconds() - 300, { cancelAtPeriodEnd: true }));
    await deliverOk(invoiceFailedEvent({ subscription, price: STRIPE_PRICES.accelerator, created: nowSeconds() - 150 }));
    await deliverOk(snapshot(nowSeconds() - 200, { cancelAtPeriodEnd: false, status: 'active' }));
    expect((await planOf(member)).subscription).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: false });
  });

  it('follows the subscription’s own status too (past_due, then active), newest event first', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const { snapshot } = await buyAccelerator(member);
    await deliverOk(snapshot(nowSeconds() - 100, { status: 'active' }));
    await deliverOk(snapshot(nowSeconds() - 200, { status: 'past_due' }));
    expect((await planOf(member)).subscription?.status).toBe('active');
    await deliverOk(snapshot(nowSeconds() - 50, { status: 'past_due' }));
    expect((await planOf(member)).subscription?.status).toBe('past_due');
  });
});

describe('events before the checkout’s completion', () => {
  it('keeps what a newer update said (cancelling) once the completion arrives, and the plan is current', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const periodEnd = nowSeconds() + 25 * 86_400;
    await deliverOk(
      subscriptionUpdatedEvent({ subscription: session.subscription!, accountId: member.account.id, productId: 'accelerator', price: STRIPE_PRICES.accelerator, cancelAtPeriodEnd: true, periodEnd, created: nowSeconds() - 60 }),
    );
    await deliverOk(paidEvent(session, { created: nowSeconds() - 120 }));
    const plan = await planOf(member);
    expect(plan).toMatchObject({ planId: 'accelerator', subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd * 1000 } });
    const after = await billingSnapshot(ctx.t.app, member);
    expect(after.membership).toBe('accelerator');
    expect(after.ledger.filter((row) => row.reason === 'plan_purchase')).toHaveLength(1);
  });

  it('keeps the first invoice, paid before the completion arrives, for the membership page', async () => {
    const member = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    const first = renewalInvoiceEvent({ subscription: session.subscription!, price: STRIPE_PRICES.accelerator, billingReason: 'subscription_create', created: nowSeconds() - 130 });
    (first.data.object.parent as { subscription_details: { metadata: Record<string, string> } }).subscription_details.metadata = { accountId: member.account.id };
    await deliverOk(first);
    await deliverOk(paidEvent(session, { created: nowSeconds() - 120 }));
    const plan = await planOf(member);
    expect(plan.invoices).toEqual([expect.objectContaining({ id: first.data.object.id, status: 'paid', amount: 25_000 })]);
    expect((await billingSnapshot(ctx.t.app, member)).credits).toBe(1 + 10);
  });
});
