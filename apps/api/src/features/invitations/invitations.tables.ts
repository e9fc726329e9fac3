import { pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';

/** A pending invitation into an account; deleted once the invitee joins. One row per account and email. */
export const invitations = pgTable(
  'invitations',
  {
    token: text('token').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves lookups by account (its leading column).
  (t) => [unique('invitations_account_email_unique').on(t.accountId, t.email)],
);
