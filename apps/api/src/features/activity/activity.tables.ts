import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';

/**
 * The account activity log: one row per change, written in the change's transaction. The actor's name is kept as
 * it was (a member who later leaves still shows who acted); a null actor is the portal itself (a payment event,
 * a scheduled purge).
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** Whether the actor acted as a site admin rather than as a member of the account. */
    actorRole: text('actor_role').notNull().default('member'),
    /** What the change concerns, as a person reads it (an email, an order's name, a plan). */
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_activity_account_time_idx').on(t.accountId, desc(t.createdAt), desc(t.id)),
    index('account_activity_time_idx').on(desc(t.createdAt), desc(t.id)),
  ],
);
