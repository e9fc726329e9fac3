import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { billingStates, checkoutSessions, subscriptions } from './payments.tables';

export async function findCheckout(db: Database, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

/** The plan the account pays for now (its current subscription), if any. */
export async function currentPlanOf(db: Database, accountId: string): Promise<string | null> {
  const [state] = await db.select().from(billingStates).where(and(eq(billingStates.accountId, accountId), isNotNull(billingStates.subscriptionId)));
  return state?.productId ?? null;
}

/** The account's customer at the provider from its latest subscription, so a new checkout reuses it. */
export async function customerOf(db: Database, accountId: string, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.provider, provider), isNotNull(subscriptions.customerId)))
    .orderBy(desc(subscriptions.lastEventAt))
    .limit(1);
  return row?.customerId ?? null;
}
