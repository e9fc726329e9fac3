import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // clock_timestamp(), not now(): a transaction that waited for the account's row lock is stamped when it
    // writes, so the log's order is the order the changes were applied in.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('credit_transactions_account_created_idx').on(t.accountId, t.createdAt)],
);
