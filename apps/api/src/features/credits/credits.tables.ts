import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';

/** Every change of an account's credits, written in the same transaction as the change itself. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** What caused it: the order id, the payment event id or the test checkout id; null for admin changes. */
    reference: text('reference'),
    /** The plan of a purchase or renewal. */
    productId: text('product_id'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // clock_timestamp(), not now(): a transaction that waited for the account's row lock is stamped when it
    // writes, so the log's order is the order the changes were applied in.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('credit_transactions_account_created_idx').on(t.accountId, t.createdAt),
    check('credit_transactions_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
