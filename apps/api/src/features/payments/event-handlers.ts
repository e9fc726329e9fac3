import { planById, type Plan, type PlanId } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { accounts } from '../accounts';
import { changeCredits } from '../credits';
import { endIfCurrent, makeCurrent, type SubscriptionRef } from './billing-state';
import { checkoutObjectSchema, invoiceObjectSchema, invoicePriceId, invoiceSubscriptionId, subscriptionObjectSchema } from './event-objects';
import { checkoutSessions, subscriptions } from './payments.tables';
import type { PaymentEvent } from './providers/payment-provider';

/** What an event did: its effect was applied, or it was acknowledged and left alone (with why). */
export type EventEffect =
  | { outcome: 'fulfilled'; accountId: string; detail?: string; replaced: SubscriptionRef[] }
  | { outcome: 'ignored'; accountId?: string; detail: string };

export interface EventContext {
  tx: Transaction;
  event: PaymentEvent;
  /** When the provider says the event happened. */
  at: Date;
  provider: SubscriptionRef['provider'];
  /** The plan a provider price id stands for (renewal invoices name a price). */
  planOfPrice: (priceId: string | undefined) => PlanId | undefined;
}

const ignored = (detail: string, accountId?: string): EventEffect => ({ outcome: 'ignored', detail, accountId });
const NO_FUNDS_NEEDED = { code: 'CREDITS_TOO_LOW', message: 'A grant never lowers credits.' } as const;

/**
 * The account id when such an account exists (events may name one that was deleted, or none), its row locked
 * for the transaction. Every handler locks the account before its checkout, subscription or billing state, so
 * events of one account (a checkout's completion and its subscription's deletion delivered together) queue up
 * instead of deadlocking.
 */
async function existingAccount(tx: Transaction, accountId: string | null | undefined): Promise<string | null> {
  if (!accountId) return null;
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row?.id ?? null;
}

const grant = (tx: Transaction, accountId: string, plan: Plan, reason: 'plan_purchase' | 'plan_renewal', reference: string) =>
  changeCredits(tx, { accountId, by: plan.monthlyCredits, reason, reference, productId: plan.id, actorId: null, insufficient: NO_FUNDS_NEEDED });

/**
 * A paid checkout: the checkout moves to complete (once: a second event for it changes nothing), the plan's
 * first month of credits is granted, and its subscription becomes the account's plan unless a newer event
 * already decided the membership.
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
  if (!session.subscription) return { outcome: 'fulfilled', accountId, detail: 'no subscription in the checkout', replaced: [] };

  const subscription = { id: session.subscription, provider };
  const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
  // The subscription already ended (its deletion delivered first; an ended subscription never restarts, even
  // when both events carry the same second): the month is paid, the plan is not set.
  if (known && (known.status === 'canceled' || known.lastEventAt > at)) {
    return { outcome: 'fulfilled', accountId, detail: 'credits granted; the subscription had already ended', replaced: [] };
  }
  await tx
    .insert(subscriptions)
    .values({ ...subscription, accountId, productId: plan.id, status: 'active', customerId: session.customer, lastEventAt: at })
    .onConflictDoUpdate({ target: subscriptions.id, set: { status: 'active', productId: plan.id, customerId: session.customer, lastEventAt: at } });
  const { applied, replaced } = await makeCurrent(tx, { accountId, subscription, productId: plan.id, membership: plan.membership, at });
  return { outcome: 'fulfilled', accountId, detail: applied ? undefined : 'credits granted; a plan bought later is current, so this subscription is ended', replaced };
}

/** A paid renewal invoice grants the month's credits of the plan it bills (the first month comes with its checkout). */
async function invoicePaid({ tx, event, planOfPrice }: EventContext): Promise<EventEffect> {
  const parsed = invoiceObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the invoice in the event is not readable');
  const invoice = parsed.data;
  if (invoice.billing_reason !== 'subscription_cycle') return ignored(`not a renewal (${invoice.billing_reason ?? 'no billing reason'})`);
  const subscriptionId = invoiceSubscriptionId(invoice);
  const [known] = subscriptionId ? await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)) : [];
  if (!known) return ignored(`unknown subscription "${subscriptionId ?? ''}"`);
  const priceId = invoicePriceId(invoice);
  const plan = planById(priceId ? (planOfPrice(priceId) ?? '') : known.productId);
  if (!plan) return ignored(`unknown price "${priceId ?? ''}"`, known.accountId);
  await grant(tx, known.accountId, plan, 'plan_renewal', event.id);
  return { outcome: 'fulfilled', accountId: known.accountId, replaced: [] };
}

/** An ended subscription returns the account to Studio (when it was the current plan); credits stay. */
async function subscriptionDeleted({ tx, event, at, provider }: EventContext): Promise<EventEffect> {
  const parsed = subscriptionObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the subscription in the event is not readable');
  const ended = parsed.data;
  const [seen] = await tx.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.id, ended.id));
  const named = seen?.accountId ?? ended.metadata.accountId;
  const accountId = await existingAccount(tx, named);
  if (!accountId) return ignored(`unknown account "${named ?? ''}"`);
  // Read again under the account's lock: its checkout's completion may have written it meanwhile.
  const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.id, ended.id)).for('update');
  const plan = planById(known?.productId ?? ended.metadata.productId ?? '');
  if (!plan) return ignored('unknown plan', accountId);
  if (known && known.lastEventAt > at) return ignored('older than the last event of this subscription', accountId);
  await tx
    .insert(subscriptions)
    .values({ id: ended.id, provider, accountId, productId: plan.id, status: 'canceled', customerId: ended.customer, lastEventAt: at })
    .onConflictDoUpdate({ target: subscriptions.id, set: { status: 'canceled', lastEventAt: at } });
  const wasCurrent = await endIfCurrent(tx, { accountId, subscriptionId: ended.id, membership: plan.membership, at });
  return { outcome: 'fulfilled', accountId, detail: wasCurrent ? undefined : 'recorded as ended; it was not the current plan', replaced: [] };
}

/** The events fulfilment acts on; any other type is acknowledged and ignored. */
export const EVENT_HANDLERS: Record<string, (context: EventContext) => Promise<EventEffect>> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'invoice.paid': invoicePaid,
  'customer.subscription.deleted': subscriptionDeleted,
};
