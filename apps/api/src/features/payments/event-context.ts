import type { Plan, PlanId } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { accounts } from '../accounts';
import { changeCredits } from '../credits';
import type { SubscriptionRef } from './billing-state';
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
  /** The plan a provider price id stands for (renewal invoices and changed subscriptions name a price). */
  planOfPrice: (priceId: string | undefined) => PlanId | undefined;
}

export const ignored = (detail: string, accountId?: string): EventEffect => ({ outcome: 'ignored', detail, accountId });
export const fulfilled = (accountId: string, detail?: string): EventEffect => ({ outcome: 'fulfilled', accountId, detail, replaced: [] });

/**
 * The account id when such an account exists (events may name one that was deleted, or none), its row locked
 * for the transaction. Every handler locks the account before its checkout, subscription, invoice or billing
 * state, so events of one account (a checkout's completion and its subscription's deletion delivered together)
 * queue up instead of deadlocking.
 */
export async function existingAccount(tx: Transaction, accountId: string | null | undefined): Promise<string | null> {
  if (!accountId) return null;
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row?.id ?? null;
}

const NO_FUNDS_NEEDED = { code: 'CREDITS_TOO_LOW', message: 'A grant never lowers credits.' } as const;

export const grant = (tx: Transaction, accountId: string, plan: Plan, reason: 'plan_purchase' | 'plan_renewal', reference: string) =>
  changeCredits(tx, { accountId, by: plan.monthlyCredits, reason, reference, productId: plan.id, actorId: null, insufficient: NO_FUNDS_NEEDED });
