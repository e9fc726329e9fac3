import { planById, UNKNOWN_PLAN_MESSAGE, type CheckoutRedirect, type CurrentPlan, type TestBillingActionBody } from '@persona/shared';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { fulfil } from './fulfilment';
import { toCurrentPlan } from './payments.mappers';
import { billingOf, currentPlanOf, currentSubscriptionOf, unpaidInvoiceOf, type SubscriptionRow } from './payments.queries';
import { fulfilmentDeps, type PaymentsDeps } from './payments.service';
import type { PaymentEvent } from './providers';
import { invoiceEvent, monthAfter, newTestInvoiceId, subscriptionEvent, type TestSubscription } from './providers/test-driver-events';

export const NO_SUBSCRIPTION_MESSAGE = 'Your account has no plan to manage here. Buy a plan first.';
export const NOTHING_DUE_MESSAGE = 'Nothing is due: no payment of this plan has failed.';
export const TEST_DRIVER_OFF_MESSAGE = 'The test payment driver is not in use on this portal.';

/** GET /api/accounts/{id}/plan: the plan paid for now, its subscription's state and the last invoices. */
export async function currentPlanAnswer(db: Database, accountId: string): Promise<CurrentPlan> {
  const [planId, billing] = await Promise.all([currentPlanOf(db, accountId), billingOf(db, accountId)]);
  return toCurrentPlan(planId, billing);
}

/** The current subscription, when it is one this portal's payment service can manage. */
async function managedSubscription(deps: PaymentsDeps, accountId: string): Promise<SubscriptionRow> {
  const { provider } = fulfilmentDeps(deps);
  const current = await currentSubscriptionOf(deps.db, accountId);
  if (!current || current.provider !== provider.kind || (provider.kind === 'stripe' && !current.customerId)) {
    throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
  }
  return current;
}

/** Manage: where the browser goes to change or cancel the plan (Stripe's customer portal, or the test driver's page). */
export async function openBillingPortal(deps: PaymentsDeps, accountId: string): Promise<CheckoutRedirect> {
  const current = await managedSubscription(deps, accountId);
  return { url: await fulfilmentDeps(deps).provider.manageUrl(current.customerId) };
}

/** The events Stripe would send for what its customer portal (or a renewal) does, built by the test driver. */
async function testDriverEvents(db: Database, current: SubscriptionRow, body: TestBillingActionBody): Promise<PaymentEvent[]> {
  const subscription: TestSubscription = current;
  switch (body.action) {
    case 'change_plan': {
      const plan = planById(body.productId);
      if (!plan) throw new AppError('NOT_FOUND', UNKNOWN_PLAN_MESSAGE);
      if (plan.id === current.productId) throw new AppError('ALREADY_SUBSCRIBED', `Your account already has the ${plan.name} plan.`);
      return [subscriptionEvent({ ...subscription, productId: plan.id })];
    }
    case 'cancel':
    case 'resume':
      return [subscriptionEvent({ ...subscription, cancelAtPeriodEnd: body.action === 'cancel' })];
    case 'fail_payment': {
      // The renewal at the period's end: the period moves on, its invoice is not paid.
      const renewed = { ...subscription, status: 'past_due', currentPeriodEnd: monthAfter(current.currentPeriodEnd ?? new Date()) };
      return [invoiceEvent('payment_failed', { id: newTestInvoiceId(), subscription, billingReason: 'subscription_cycle' }), subscriptionEvent(renewed)];
    }
    case 'pay': {
      const unpaid = await unpaidInvoiceOf(db, current.id);
      if (!unpaid || current.status !== 'past_due') throw new AppError('NOTHING_DUE', NOTHING_DUE_MESSAGE);
      // One payment per invoice: the event's id is the invoice's, so paying twice at once grants once.
      const created = Math.floor(unpaid.issuedAt.getTime() / 1000);
      return [invoiceEvent('paid', { id: unpaid.id, subscription, billingReason: 'subscription_cycle', created }, `${unpaid.id}:paid`)];
    }
  }
}

/**
 * The test driver's customer portal: each action becomes the events Stripe would send and goes through the same
 * fulfilment (ordering by event time, once per event id, the account row locked); answers the plan as it now is.
 */
export async function manageTestSubscription(deps: PaymentsDeps, accountId: string, body: TestBillingActionBody): Promise<CurrentPlan> {
  const fulfilment = fulfilmentDeps(deps);
  if (fulfilment.provider.kind !== 'test') throw new AppError('NOT_FOUND', TEST_DRIVER_OFF_MESSAGE);
  const current = await managedSubscription(deps, accountId);
  for (const event of await testDriverEvents(deps.db, current, body)) await fulfil(fulfilment, event);
  return currentPlanAnswer(deps.db, accountId);
}
