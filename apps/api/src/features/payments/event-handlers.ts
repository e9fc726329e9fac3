import { planById } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import { makeCurrent } from './billing-state';
import { existingAccount, fulfilled, grant, ignored, type EventContext, type EventEffect } from './event-context';
import { checkoutObjectSchema } from './event-objects';
import { invoicePaid, invoicePaymentFailed } from './invoice-events';
import { checkoutSessions, subscriptions } from './payments.tables';
import { recordPlanChange } from './plan-activity';
import { subscriptionChanged, subscriptionDeleted } from './subscription-events';

const SUPERSEDED = 'credits granted; a plan bought later is current, so this subscription is ended';

/**
 * A paid checkout: the checkout moves to complete (once: a second event for it changes nothing), the plan's
 * first month of credits is granted, and its subscription becomes the account's plan unless a newer event
 * already decided the membership (the activity log says so when it does).
 */
async function checkoutCompleted({ tx, event, at, provider }: EventContext): Promise<EventEffect> {
  const parsed = checkoutObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the checkout in the event is not readable');
  const session = parsed.data;
  if (session.mode !== 'subscription') return ignored('not a subscription checkout');
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return ignored('the checkout is not paid yet');
  const plan = planById(session.metadata.productId ?? '');
  if (!plan) return ignored(`unknown plan "${session.metadata.productId ?? ''}"`);
  const named = session.client_reference_id ?? session.metadata.accountId;
  const accountId = await existingAccount(tx, named);
  if (!accountId) return ignored(`unknown account "${named ?? ''}"`);

  const [completed] = await tx
    .insert(checkoutSessions)
    .values({ id: session.id, provider, accountId, productId: plan.id, status: 'complete', completedAt: at })
    .onConflictDoUpdate({
      target: checkoutSessions.id,
      set: { status: 'complete', completedAt: sql`now()` },
      setWhere: and(eq(checkoutSessions.status, 'open'), eq(checkoutSessions.accountId, accountId), eq(checkoutSessions.productId, plan.id)),
    })
    .returning({ id: checkoutSessions.id });
  if (!completed) return ignored('the checkout was already fulfilled or closed', accountId);

  await grant(tx, accountId, plan, 'plan_purchase', event.id);
  if (!session.subscription) return fulfilled(accountId, 'no subscription in the checkout');

  const subscription = { id: session.subscription, provider };
  const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
  // The subscription already ended (its deletion delivered first; an ended subscription never restarts, even
  // when both events carry the same second): the month is paid, the plan is not set.
  if (known?.status === 'canceled') return fulfilled(accountId, 'credits granted; the subscription had already ended');
  // A newer event (a change made at the portal, a failed renewal) described it first: its fields stand.
  const newer = known && known.lastEventAt > at ? planById(known.productId) : undefined;
  if (newer) {
    const { applied, replaced, previousProductId } = await makeCurrent(tx, { accountId, subscription, productId: newer.id, membership: newer.membership, at });
    if (applied) await recordPlanChange(tx, accountId, previousProductId, newer.id);
    return { outcome: 'fulfilled', accountId, detail: applied ? 'credits granted; a newer event had described the subscription' : SUPERSEDED, replaced };
  }
  await tx
    .insert(subscriptions)
    .values({ ...subscription, accountId, productId: plan.id, status: 'active', customerId: session.customer, lastEventAt: at, statusAt: at })
    .onConflictDoUpdate({ target: subscriptions.id, set: { status: 'active', productId: plan.id, customerId: session.customer, lastEventAt: at, statusAt: at } });
  const { applied, replaced, previousProductId } = await makeCurrent(tx, { accountId, subscription, productId: plan.id, membership: plan.membership, at });
  if (applied) await recordPlanChange(tx, accountId, previousProductId, plan.id);
  return { outcome: 'fulfilled', accountId, detail: applied ? undefined : SUPERSEDED, replaced };
}

/** The events fulfilment acts on; any other type is acknowledged and ignored. */
export const EVENT_HANDLERS: Record<string, (context: EventContext) => Promise<EventEffect>> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionDeleted,
};
