import { planById, UNKNOWN_PLAN_MESSAGE, type CheckoutRedirect } from '@persona/shared';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/http/caller';
import { fulfil, type FulfilmentDeps } from './fulfilment';
import type { CheckoutRow } from './payments.mappers';
import { currentPlanOf, customerOf, findCheckout } from './payments.queries';
import { checkoutSessions } from './payments.tables';
import type { Payments } from './providers';
import type { PaymentEvent } from './providers/payment-provider';
import { STRIPE_NOT_CONFIGURED } from './providers/test-checkout-provider';
import { invoiceEvent, monthAfter, subscriptionEvent } from './providers/test-driver-events';

export type PaymentsDeps = Omit<FulfilmentDeps, 'provider' | 'planOfPrice'> & Payments;

export const CHECKOUT_NOT_FOUND = 'This checkout does not exist.';
export const PAYMENTS_OFF_MESSAGE = 'Buying plans is not available on this portal yet. Please contact support.';
export const CHECKOUT_DONE_MESSAGE = 'This checkout is already complete or cancelled.';
export const MEMBERSHIP_PATH = '/settings/membership';
export const paymentSuccessPath = (checkoutId: string) => `/payment_success?session_id=${encodeURIComponent(checkoutId)}`;

export function fulfilmentDeps(deps: PaymentsDeps): FulfilmentDeps {
  if (!deps.provider) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
  return { ...deps, provider: deps.provider };
}

/** Starts paying for a plan for the caller's own account (the route proved the account is the caller's). */
export async function startCheckout(deps: PaymentsDeps, member: Member, productId: string): Promise<CheckoutRedirect> {
  const plan = planById(productId);
  if (!plan) throw new AppError('NOT_FOUND', UNKNOWN_PLAN_MESSAGE);
  const { provider } = fulfilmentDeps(deps);
  if ((await currentPlanOf(deps.db, member.account.id)) === plan.id) {
    throw new AppError('ALREADY_SUBSCRIBED', `Your account already has the ${plan.name} plan.`);
  }
  const started = await provider.startCheckout({
    accountId: member.account.id,
    userId: member.user.id,
    email: member.email,
    plan,
    customerId: await customerOf(deps.db, member.account.id, provider.kind),
  });
  await deps.db.insert(checkoutSessions).values({ id: started.id, provider: provider.kind, accountId: member.account.id, userId: member.user.id, productId: plan.id });
  return { url: started.url };
}

/**
 * A checkout as it stands. An open Stripe checkout is asked of Stripe first and fulfilled when paid, so the
 * payment success page is right even when the webhook is late (the fulfilment applies a checkout once,
 * whichever comes first). Stripe being unreachable leaves the checkout as it was: the webhook will follow.
 */
export async function refreshCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<CheckoutRow> {
  if (row.status !== 'open' || row.provider !== 'stripe' || deps.provider?.kind !== 'stripe') return row;
  try {
    const state = await deps.provider.checkoutState(row.id);
    if (!state?.paid) return row;
    await fulfil(fulfilmentDeps(deps), { id: row.id, type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: state.object } });
  } catch (error) {
    deps.log.warn({ checkoutId: row.id, err: error instanceof Error ? error.message : String(error) }, 'could not ask Stripe about a checkout');
  }
  return (await findCheckout(deps.db, row.id)) ?? row;
}

function openTestCheckout(deps: PaymentsDeps, row: CheckoutRow): void {
  if (row.provider !== 'test' || deps.provider?.kind !== 'test') throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND);
  if (row.status !== 'open') throw new AppError('CHECKOUT_CLOSED', CHECKOUT_DONE_MESSAGE);
}

/** The event a Stripe checkout would send once paid, for the test checkout: the same fulfilment applies it. */
const testPaymentEvent = (row: CheckoutRow): PaymentEvent => ({
  id: row.id,
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: row.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: row.accountId,
      metadata: { accountId: row.accountId, productId: row.productId, ...(row.userId ? { userId: row.userId } : {}) },
      subscription: testSubscriptionId(row),
      customer: null,
    },
  },
});

const testSubscriptionId = (row: CheckoutRow) => `test_sub_${row.id}`;

/**
 * Pays a test checkout (test mode, no payment is taken) through the webhook's fulfilment; once only. As Stripe
 * does, the new subscription (its period: a month) and its first invoice, paid, follow the checkout's completion.
 */
export async function payTestCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<CheckoutRedirect> {
  openTestCheckout(deps, row);
  const fulfilment = fulfilmentDeps(deps);
  const result = await fulfil(fulfilment, testPaymentEvent(row));
  if (result.outcome !== 'fulfilled') throw new AppError('CHECKOUT_CLOSED', CHECKOUT_DONE_MESSAGE);
  const subscription = { id: testSubscriptionId(row), accountId: row.accountId, productId: row.productId, status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: monthAfter(new Date()) };
  await fulfil(fulfilment, subscriptionEvent(subscription, 'created', `${row.id}:subscription`));
  await fulfil(fulfilment, invoiceEvent('paid', { id: `test_in_${row.id}`, subscription, billingReason: 'subscription_create' }, `${row.id}:invoice`));
  return { url: paymentSuccessPath(row.id) };
}

export async function cancelTestCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<CheckoutRedirect> {
  openTestCheckout(deps, row);
  const [cancelled] = await deps.db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  if (!cancelled) throw new AppError('CHECKOUT_CLOSED', CHECKOUT_DONE_MESSAGE);
  return { url: MEMBERSHIP_PATH };
}

/** A Stripe webhook delivery: verified on its raw bytes, then fulfilled (acknowledged even when ignored). */
export async function receiveStripeEvent(deps: PaymentsDeps, rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
  if (deps.provider?.kind !== 'stripe') throw new AppError('NOT_FOUND', STRIPE_NOT_CONFIGURED);
  const event = await deps.provider.verifyWebhook(rawBody, signature);
  await fulfil(fulfilmentDeps(deps), event);
  return { received: true };
}
