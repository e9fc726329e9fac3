import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { billingStates, checkoutSessions, invoices, subscriptions } from './payments.tables';

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

/** How many of the account's invoices the membership page lists. */
export const INVOICES_SHOWN = 5;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The account's current subscription (the one that sets its plan), if any. */
export async function currentSubscriptionOf(db: Database, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(billingStates)
    .innerJoin(subscriptions, eq(subscriptions.id, billingStates.subscriptionId))
    .where(eq(billingStates.accountId, accountId));
  return row?.subscription ?? null;
}

/** The current subscription, else the account's latest one (ended), and its last invoices, newest first. */
export async function billingOf(db: Database, accountId: string): Promise<{ subscription: SubscriptionRow | null; invoices: InvoiceRow[] }> {
  const current = await currentSubscriptionOf(db, accountId);
  const [latest] = current
    ? [current]
    : await db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).orderBy(desc(subscriptions.lastEventAt)).limit(1);
  const rows = await db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(desc(invoices.issuedAt), desc(invoices.seq)).limit(INVOICES_SHOWN);
  return { subscription: latest ?? null, invoices: rows };
}

/** The subscription's newest invoice whose payment failed and that is not paid since. */
export async function unpaidInvoiceOf(db: Database, subscriptionId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'failed')))
    .orderBy(desc(invoices.issuedAt), desc(invoices.seq))
    .limit(1);
  return row ?? null;
}
