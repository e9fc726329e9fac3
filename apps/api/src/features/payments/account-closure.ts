import { PLANS } from '@persona/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Transaction } from '../../lib/db/database';
import { accounts } from '../accounts';
import { lockBillingState, MEMBERSHIP_WITHOUT_PLAN, type SubscriptionRef } from './billing-state';
import { billingStates, subscriptions } from './payments.tables';
import { paymentsFor } from './providers';

const SOLD_MEMBERSHIPS = [...new Set(PLANS.map((plan) => plan.membership))];

/**
 * A closing account stops paying, in the closing's transaction: its active subscriptions are marked ended, no plan
 * is current and a sold membership returns to Studio (a site admin's 'test' stays). The billing state is dated
 * now, so a late event of the old plan changes nothing. Returns what to end at the provider after the commit.
 */
export async function endPlansOfClosingAccount(tx: Transaction, accountId: string, at = new Date()): Promise<SubscriptionRef[]> {
  await lockBillingState(tx, accountId);
  await tx.update(billingStates).set({ subscriptionId: null, productId: null, stateAt: at }).where(eq(billingStates.accountId, accountId));
  await tx
    .update(accounts)
    .set({ membership: MEMBERSHIP_WITHOUT_PLAN })
    .where(and(eq(accounts.id, accountId), inArray(accounts.membership, SOLD_MEMBERSHIPS)));
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'canceled', lastEventAt: at })
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id, provider: subscriptions.provider });
  return ended.map((row) => ({ id: row.id, provider: row.provider as SubscriptionRef['provider'] }));
}

/** Best effort, after the commit: a failure is logged for an operator to end the subscription by hand (the portal already has). */
export async function endSubscriptionsAtProvider(config: Config, log: FastifyBaseLogger, ended: SubscriptionRef[]): Promise<void> {
  const { provider } = paymentsFor(config);
  for (const subscription of ended) {
    if (!provider || subscription.provider !== provider.kind || provider.kind === 'test') continue;
    try {
      await provider.cancelSubscription(subscription.id);
    } catch (error) {
      log.error({ subscriptionId: subscription.id, err: error instanceof Error ? error.message : String(error) }, 'could not end a closed account’s subscription at the payment provider; end it by hand');
    }
  }
}
