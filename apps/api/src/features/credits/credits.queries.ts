import type { CreditTransaction } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { creditTransactions } from './credits.tables';

/** The account's credit log, newest first. */
export async function listCreditTransactions(db: Database, accountId: string): Promise<CreditTransaction[]> {
  const rows = await db.select().from(creditTransactions).where(eq(creditTransactions.accountId, accountId)).orderBy(desc(creditTransactions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.createdAt.getTime(),
    change: row.change,
    balanceAfter: row.balanceAfter,
    reason: row.reason as CreditTransaction['reason'],
    reference: row.reference,
    productId: row.productId,
    actorId: row.actorId,
  }));
}
