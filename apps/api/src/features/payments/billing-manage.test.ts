import { endpoints, type CurrentPlan, type TestBillingActionBody } from '@persona/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivity } from '../activity';
import { createCallers, registerActiveMember, teammateOf, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { billingSnapshot, deliverWebhook, paidEvent, startCheckout, testCheckoutId } from '../../test/payment-helpers';
import { useStripeApp } from '../../test/stripe-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAYMENTS_FAILED_MESSAGE } from './providers/payment-provider';

const DAY = 86_400_000;

/**
 * Manage on the current plan: the test driver's page and its actions (each the events Stripe would send, through
 * the same fulfilment), and Stripe's customer portal.
 */
describe('the test driver', () => {
  let t: TestApp;
  let people: { admin: Member; other: Member };
  beforeAll(async () => {
    t = await createTestApp();
    const { admin, other } = await createCallers(t.app);
    people = { admin, other };
  });
  afterAll(() => t.close());

  const act = (member: Member, body: TestBillingActionBody, who = member) =>
    call(t.app, endpoints.manageTestSubscription, { params: { id: member.account.id }, body, token: who.token });
  const actOk = async (member: Member, body: TestBillingActionBody) => {
    const res = await act(member, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CurrentPlan;
  };
  const manage = (member: Member, who = member) => call(t.app, endpoints.openBillingPortal, { params: { id: member.account.id }, token: who.token });

  async function subscribed(productId = 'accelerator'): Promise<Member> {
    const member = await registerActiveMember(t.app);
    const { url } = await startCheckout(t.app, member, productId);
    await callOk(t.app, endpoints.payTestCheckout, { params: { id: testCheckoutId(url) }, token: member.token });
    return member;
  }

  it('a bought plan has a month’s period and its first invoice, paid; Manage opens the test driver’s page', async () => {
    const member = await subscribed();
    const plan = await callOk(t.app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });
    expect(plan.subscription).toMatchObject({ planId: 'accelerator', status: 'active', cancelAtPeriodEnd: false, endedAt: null });
    expect(plan.subscription!.currentPeriodEnd! - Date.now()).toBeGreaterThan(27 * DAY);
    expect(plan.subscription!.currentPeriodEnd! - Date.now()).toBeLessThan(32 * DAY);
    expect(plan.invoices).toEqual([expect.objectContaining({ amount: 25_000, currency: 'usd', status: 'paid', url: null })]);
    const res = await manage(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: '/billing/test' });
  });

  it('cancels at the period’s end (the plan stays until then) and resumes', async () => {
    const member = await subscribed();
    const cancelled = await actOk(member, { action: 'cancel' });
    expect(cancelled).toMatchObject({ planId: 'accelerator', subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect((await billingSnapshot(t.app, member)).membership).toBe('accelerator');
    const resumed = await actOk(member, { action: 'resume' });
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: cancelled.subscription?.currentPeriodEnd });
  });

  it('changes the plan (membership follows, credits at the next renewal); the same plan is 409, an unknown one 404', async () => {
    const member = await subscribed();
    const before = await billingSnapshot(t.app, member);
    expect((await actOk(member, { action: 'change_plan', productId: 'agency' })).planId).toBe('agency');
    const after = await billingSnapshot(t.app, member);
    expect({ membership: after.membership, credits: after.credits }).toEqual({ membership: 'agency', credits: before.credits });
    const same = await act(member, { action: 'change_plan', productId: 'agency' });
    expect([same.statusCode, same.json().error.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
    const unknown = await act(member, { action: 'change_plan', productId: 'platinum' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a failed renewal is past due with no credits; Pay grants the month once and a second Pay is 409 NOTHING_DUE', async () => {
    const member = await subscribed();
    const before = await billingSnapshot(t.app, member);
    const nothing = await act(member, { action: 'pay' });
    expect([nothing.statusCode, nothing.json().error.code]).toEqual([409, 'NOTHING_DUE']);

    const due = await actOk(member, { action: 'fail_payment' });
    expect(due.subscription?.status).toBe('past_due');
    // The renewal's invoice, newest first (also when it shares its second with the first one).
    expect(due.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid']);
    expect(due.invoices[0]).toMatchObject({ amount: 25_000 });
    expect((await billingSnapshot(t.app, member)).credits).toBe(before.credits);

    const answers = await Promise.all([act(member, { action: 'pay' }), act(member, { action: 'pay' })]);
    expect(answers.map((res) => res.statusCode).sort()).toContain(200);
    const paid = await callOk(t.app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });
    expect(paid.subscription?.status).toBe('active');
    expect(paid.invoices.map((invoice) => [invoice.id, invoice.status])).toEqual(due.invoices.map((invoice) => [invoice.id, 'paid']));
    const after = await billingSnapshot(t.app, member);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.ledger.filter((row) => row.reason === 'plan_renewal')).toHaveLength(1);
    const again = await act(member, { action: 'pay' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'NOTHING_DUE']);
  });

  it('answers 409 NO_SUBSCRIPTION without a current plan, and refuses another account and a site admin (403)', async () => {
    const member = await registerActiveMember(t.app);
    for (const res of [await manage(member), await act(member, { action: 'cancel' })]) expect([res.statusCode, res.json().error.code]).toEqual([409, 'NO_SUBSCRIPTION']);
    const owner = await subscribed();
    for (const who of [people.other, people.admin]) {
      for (const res of [await manage(owner, who), await act(owner, { action: 'cancel' }, who)]) expect([res.statusCode, res.json().error.code]).toEqual([403, 'NOT_YOUR_ACCOUNT']);
    }
    expect((await callOk(t.app, endpoints.getCurrentPlan, { params: { id: owner.account.id }, token: owner.token })).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('is the owner’s: a teammate of the account gets 403 OWNER_ONLY and the plan stays', async () => {
    const owner = await subscribed();
    const teammate = await teammateOf(t.app, owner);
    const asTeammate = { ...owner, token: teammate.token };
    for (const res of [await manage(owner, asTeammate), await act(owner, { action: 'cancel' }, asTeammate)]) expect([res.statusCode, res.json().error.code]).toEqual([403, 'OWNER_ONLY']);
    expect((await callOk(t.app, endpoints.getCurrentPlan, { params: { id: owner.account.id }, token: teammate.token })).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it('logs the purchase, plan changes, cancelling, resuming and failed payments in the account’s activity, once each', async () => {
    const member = await subscribed();
    await actOk(member, { action: 'change_plan', productId: 'studio' });
    await actOk(member, { action: 'cancel' });
    await actOk(member, { action: 'cancel' });
    await actOk(member, { action: 'resume' });
    await actOk(member, { action: 'fail_payment' });
    const rows = await t.app.database.db.select().from(accountActivity).where(eq(accountActivity.accountId, member.account.id)).orderBy(asc(accountActivity.createdAt));
    const billing = rows.filter((row) => /^(plan|payment)\./.test(row.action));
    expect(billing.map((row) => [row.action, row.actorRole])).toEqual([
      ['plan.changed', 'portal'],
      ['plan.changed', 'portal'],
      ['plan.cancelled', 'portal'],
      ['plan.resumed', 'portal'],
      ['payment.failed', 'portal'],
    ]);
    // The purchase, then the change.
    expect(billing.slice(0, 2).map((row) => row.details)).toEqual([
      { from: null, to: 'accelerator' },
      { from: 'accelerator', to: 'studio' },
    ]);
  });

  it('refuses an action it does not know (400)', async () => {
    const member = await subscribed();
    const res = await call(t.app, endpoints.manageTestSubscription, { params: { id: member.account.id }, body: { action: 'refund' }, token: member.token });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('Stripe’s customer portal', () => {
  const ctx = useStripeApp();

  async function stripeSubscriber(): Promise<{ member: Member; customer: string }> {
    const member = await registerActiveMember(ctx.t.app);
    const session = ctx.fake.markPaid((await ctx.stripeCheckout(member, 'accelerator')).id);
    expect((await deliverWebhook(ctx.t.app, paidEvent(session))).statusCode).toBe(200);
    return { member, customer: session.customer! };
  }

  it('opens a portal session for the account’s customer, returning to Membership', async () => {
    const { member, customer } = await stripeSubscriber();
    const { url } = await callOk(ctx.t.app, endpoints.openBillingPortal, { params: { id: member.account.id }, token: member.token });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(ctx.fake.portalSessions.at(-1)).toEqual({ customer, return_url: `${ctx.t.app.config.appUrl}/settings/membership` });
  });

  it('has no test driver: its actions answer 404', async () => {
    const { member } = await stripeSubscriber();
    const res = await call(ctx.t.app, endpoints.manageTestSubscription, { params: { id: member.account.id }, body: { action: 'cancel' }, token: member.token });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 502 PAYMENTS_FAILED when Stripe fails', async () => {
    const { member } = await stripeSubscriber();
    ctx.fake.failWith(500);
    try {
      const res = await call(ctx.t.app, endpoints.openBillingPortal, { params: { id: member.account.id }, token: member.token });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({ code: 'PAYMENTS_FAILED', message: PAYMENTS_FAILED_MESSAGE });
    } finally {
      ctx.fake.failWith(null);
    }
  });
});
