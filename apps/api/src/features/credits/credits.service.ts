import type { CreditReason } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { accounts } from '../accounts';
import { creditTransactions } from './credits.tables';

export interface CreditChange {
  accountId: string;
  /** Either a change (+/-) or a new balance. */
  by?: number;
  setTo?: number;
  reason: CreditReason;
  /** The order id, payment event id or test checkout id behind the change (none for admin changes). */
  reference?: string;
  productId?: string;
  actorId: string | null;
  /** The refusal when the balance would drop below zero. */
  insufficient: { code: 'INSUFFICIENT_FUNDS' | 'CREDITS_TOO_LOW'; message: string };
}

/**
 * Changes an account's credits and logs the transaction, inside the caller's transaction. The account row
 * is locked first, so concurrent changes queue up and the balance can never go below zero.
 */
export async function changeCredits(tx: Transaction, change: CreditChange): Promise<number> {
  const [account] = await tx.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, change.accountId)).for('update');
  if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
  const balance = change.setTo ?? account.credits + (change.by ?? 0);
  if (balance < 0) throw new AppError(change.insufficient.code, change.insufficient.message);
  await tx.update(accounts).set({ credits: balance }).where(eq(accounts.id, change.accountId));
  await tx.insert(creditTransactions).values({
    accountId: change.accountId,
    change: balance - account.credits,
    balanceAfter: balance,
    reason: change.reason,
    reference: change.reference ?? null,
    productId: change.productId ?? null,
    actorId: change.actorId,
  });
  return balance;
}
