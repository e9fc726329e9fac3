import { PLANS, type Membership } from '@persona/shared';
import { and, eq, inArray, ne, or, isNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { accounts } from '../accounts';
import { billingStates, subscriptions } from './payments.tables';

/** The memberships plans sell; any other ('test') is a site admin's choice that a purchase keeps. */
const SOLD_MEMBERSHIPS = [...new Set(PLANS.map((plan) => plan.membership))];

/** The membership an account returns to when its plan's subscription ends (Studio, spec section 9). */
export const MEMBERSHIP_WITHOUT_PLAN: Membership = 'starter';

export interface SubscriptionRef {
  id: string;
  provider: 'stripe' | 'test';
}

/** The account's billing state, locked for this transaction (created empty, as of the epoch, when missing). */
export async function lockBillingState(tx: Transaction, accountId: string) {
  await tx.insert(billingStates).values({ accountId, stateAt: new Date(0) }).onConflictDoNothing();
  const [state] = await tx.select().from(billingStates).where(eq(billingStates.accountId, accountId)).for('update');
  return state!;
}

/**
 * Sets the membership a plan sells, unless a site admin set one no plan sells ('test'), which is kept: a purchase
 * or a plan change never takes away what the account could do. The plan is still current (billing state): its
 * credits, renewals and end apply as usual.
 */
async function setPlanMembership(tx: Transaction, accountId: string, membership: Membership): Promise<void> {
  await tx
    .update(accounts)
    .set({ membership })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.membership), inArray(accounts.membership, SOLD_MEMBERSHIPS))));
}

/**
 * A plan changed on the subscription (at Stripe's portal, or the test driver): when it is the account's current
 * subscription, its plan and membership follow. Credits of the new plan come with its next paid renewal.
 */
export async function changePlanIfCurrent(tx: Transaction, change: { accountId: string; subscriptionId: string; productId: string; membership: Membership; at: Date }): Promise<boolean> {
  const state = await lockBillingState(tx, change.accountId);
  if (state.subscriptionId !== change.subscriptionId || state.stateAt > change.at) return false;
  await tx.update(billingStates).set({ productId: change.productId, stateAt: change.at }).where(eq(billingStates.accountId, change.accountId));
  await setPlanMembership(tx, change.accountId, change.membership);
  return true;
}

/**
 * Makes a subscription the one that sets the account's membership (unless a site admin set one no plan sells,
 * 'test', which stays), unless a plan bought later (a newer event)
 * already is the current one: then this older subscription is superseded, marked ended and returned, as the
 * plans it replaces are otherwise. A newer event that only ended the previous plan does not keep this one
 * from becoming current (it is paid and nothing else is). The account's other active subscriptions are marked
 * ended and returned: the caller ends them at the provider once this transaction is committed, so the account
 * never pays for two plans. The plan that was current before is returned too, for the activity log.
 */
export async function makeCurrent(
  tx: Transaction,
  change: { accountId: string; subscription: SubscriptionRef; productId: string; membership: Membership; at: Date },
): Promise<{ applied: boolean; replaced: SubscriptionRef[]; previousProductId: string | null }> {
  const state = await lockBillingState(tx, change.accountId);
  const previousProductId = state.productId;
  if (state.stateAt > change.at && state.subscriptionId !== null && state.subscriptionId !== change.subscription.id) {
    await tx.update(subscriptions).set({ status: 'canceled', lastEventAt: state.stateAt }).where(eq(subscriptions.id, change.subscription.id));
    return { applied: false, replaced: [change.subscription], previousProductId };
  }
  await tx.update(billingStates).set({ subscriptionId: change.subscription.id, productId: change.productId, stateAt: change.at }).where(eq(billingStates.accountId, change.accountId));
  await setPlanMembership(tx, change.accountId, change.membership);
  const replaced = await tx
    .update(subscriptions)
    .set({ status: 'canceled', lastEventAt: change.at })
    .where(and(eq(subscriptions.accountId, change.accountId), eq(subscriptions.status, 'active'), ne(subscriptions.id, change.subscription.id)))
    .returning({ id: subscriptions.id, provider: subscriptions.provider });
  return { applied: true, replaced: replaced.map((row) => ({ id: row.id, provider: row.provider as SubscriptionRef['provider'] })), previousProductId };
}

/**
 * An ended subscription returns the account to Studio when it is still the one that sets the membership
 * (not replaced by a newer plan, not overridden by a newer event) and the membership is still its plan's
 * (a site admin may have set another since). Credits are never taken.
 */
export async function endIfCurrent(tx: Transaction, change: { accountId: string; subscriptionId: string; membership: Membership; at: Date }): Promise<boolean> {
  const state = await lockBillingState(tx, change.accountId);
  if (state.subscriptionId !== change.subscriptionId || state.stateAt > change.at) return false;
  await tx.update(billingStates).set({ subscriptionId: null, productId: null, stateAt: change.at }).where(eq(billingStates.accountId, change.accountId));
  await tx
    .update(accounts)
    .set({ membership: MEMBERSHIP_WITHOUT_PLAN })
    .where(and(eq(accounts.id, change.accountId), eq(accounts.membership, change.membership)));
  return true;
}
