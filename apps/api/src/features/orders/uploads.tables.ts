import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';

/**
 * Every order attachment stored through POST /api/orders/attachments: whose it is, its exact key, size and text. An
 * order may only name a recorded upload of its own account, the storage quota adds up these sizes, and the
 * sweep removes the ones no order took (`attachedAt` still null) after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text read from it once, at upload (what drafting reads; the stored file is never parsed again): null
     * for kinds without text (PDF, images) and for a document whose reader found none.
     */
    text: text('text'),
    /** When an order first took it; null while no order references it. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_account_idx').on(t.accountId),
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);
