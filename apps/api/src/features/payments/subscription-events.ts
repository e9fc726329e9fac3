import { planById, type ActivityAction } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { recordActivity } from '../activity';
import { changePlanIfCurrent, endIfCurrent } from './billing-state';
import { existingAccount, fulfilled, ignored, type EventContext, type EventEffect } from './event-context';
import { snapshotPeriodEnd, snapshotPriceId, subscriptionObjectSchema, subscriptionSnapshotSchema } from './event-objects';
import type { SubscriptionRow } from './payments.queries';
import { subscriptions } from './payments.tables';
import { recordPlanChange } from './plan-activity';

/** Stripe's subscription statuses as the portal keeps them; the others (incomplete: never paid) change nothing. */
const KEPT_STATUS: Record<string, 'active' | 'past_due' | undefined> = { active: 'active', trialing: 'active', past_due: 'past_due', unpaid: 'past_due' };
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** The account an event's subscription belongs to (as recorded, else as its metadata says), locked; then the subscription, locked. */
async function lockedSubscription(tx: Transaction, id: string, metadataAccountId: string | undefined) {
  const [seen] = await tx.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.id, id));
  const named = seen?.accountId ?? metadataAccountId;
  const accountId = await existingAccount(tx, named);
  if (!accountId) return { named, accountId: null, known: undefined };
  // Read again under the account's lock: its checkout's completion may have written it meanwhile.
  const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return { named, accountId, known };
}

/** An ended subscription returns the account to Studio (when it was the current plan, which the activity log says); credits stay. */
export async function subscriptionDeleted({ tx, event, at, provider }: EventContext): Promise<EventEffect> {
  const parsed = subscriptionObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the subscription in the event is not readable');
  const ended = parsed.data;
  const { named, accountId, known } = await lockedSubscription(tx, ended.id, ended.metadata.accountId);
  if (!accountId) return ignored(`unknown account "${named ?? ''}"`);
  const plan = planById(known?.productId ?? ended.metadata.productId ?? '');
  if (!plan) return ignored('unknown plan', accountId);
  if (known && known.lastEventAt > at) return ignored('older than the last event of this subscription', accountId);
  const endedAt = ended.ended_at ? new Date(ended.ended_at * 1000) : at;
  await tx
    .insert(subscriptions)
    .values({ id: ended.id, provider, accountId, productId: plan.id, status: 'canceled', customerId: ended.customer, endedAt, lastEventAt: at, statusAt: at })
    .onConflictDoUpdate({ target: subscriptions.id, set: { status: 'canceled', cancelAtPeriodEnd: false, endedAt, lastEventAt: at, statusAt: at } });
  const wasCurrent = await endIfCurrent(tx, { accountId, subscriptionId: ended.id, membership: plan.membership, at });
  if (wasCurrent) await recordPlanChange(tx, accountId, plan.id, null);
  return fulfilled(accountId, wasCurrent ? undefined : 'recorded as ended; it was not the current plan');
}

/**
 * customer.subscription.created/updated: the subscription as it now is (Stripe sends the whole object). Its plan,
 * status (past due after a failed renewal, active once paid), cancellation at the period's end (or undone) and
 * period end are kept, unless an older event than the last one applied; an ended subscription stays ended. A
 * changed plan of the current subscription changes the account's plan and membership.
 */
export async function subscriptionChanged(context: EventContext): Promise<EventEffect> {
  const { tx, event, at, provider, planOfPrice } = context;
  const parsed = subscriptionSnapshotSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the subscription in the event is not readable');
  const snapshot = parsed.data;
  if (ENDED_STATUSES.has(snapshot.status)) return subscriptionDeleted(context);
  const status = KEPT_STATUS[snapshot.status];
  if (!status) return ignored(`a subscription not started yet (${snapshot.status})`);
  const { named, accountId, known } = await lockedSubscription(tx, snapshot.id, snapshot.metadata.accountId);
  if (!accountId) return ignored(`unknown account "${named ?? ''}"`);
  if (known?.status === 'canceled') return ignored('the subscription has ended', accountId);
  if (known && known.lastEventAt > at) return ignored('older than the last event of this subscription', accountId);
  const plan = planById(planOfPrice(snapshotPriceId(snapshot)) ?? known?.productId ?? snapshot.metadata.productId ?? '');
  if (!plan) return ignored('unknown plan', accountId);

  // An invoice's payment or failure newer than this snapshot set the status since: it stands.
  const statusSince = known ? (known.statusAt ?? known.lastEventAt) : null;
  const statusApplies = !statusSince || statusSince <= at;
  const fields = {
    productId: plan.id,
    status: statusApplies ? status : known!.status,
    statusAt: statusApplies ? at : known!.statusAt,
    cancelAtPeriodEnd: !!snapshot.cancel_at_period_end || !!snapshot.cancel_at,
    currentPeriodEnd: snapshotPeriodEnd(snapshot) ?? known?.currentPeriodEnd ?? null,
    customerId: snapshot.customer ?? known?.customerId ?? null,
    lastEventAt: at,
  };
  await tx
    .insert(subscriptions)
    .values({ id: snapshot.id, provider, accountId, ...fields })
    .onConflictDoUpdate({ target: subscriptions.id, set: fields });
  if (known && known.productId !== plan.id) {
    await changePlanIfCurrent(tx, { accountId, subscriptionId: snapshot.id, productId: plan.id, membership: plan.membership, at });
  }
  await recordChanges(tx, accountId, known, fields);
  return fulfilled(accountId);
}

/** The activity log's entries for what the update changed (by the portal: the provider does not say who). */
async function recordChanges(tx: Transaction, accountId: string, known: SubscriptionRow | undefined, now: Pick<SubscriptionRow, 'productId' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>) {
  const entry = (action: ActivityAction, details: Record<string, unknown>) => recordActivity(tx, { accountId, action, actor: null, subject: now.productId, details });
  if (known) await recordPlanChange(tx, accountId, known.productId, now.productId);
  const cancelling = known?.cancelAtPeriodEnd ?? false;
  if (!cancelling && now.cancelAtPeriodEnd) await entry('plan.cancelled', { until: now.currentPeriodEnd?.toISOString() ?? null });
  if (cancelling && !now.cancelAtPeriodEnd) await entry('plan.resumed', {});
}
