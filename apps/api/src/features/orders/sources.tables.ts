import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';
import { orders } from './orders.tables';
import { uploads } from './uploads.tables';

/**
 * The research an order carries: a file, or pasted text stored as a .txt. Its bytes are an upload (so the
 * storage quota counts it and the sweep removes it when no order took it); its text is read once, at upload,
 * into passages. `orderId` is null until an order takes it.
 */
export const sources = pgTable(
  'sources',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    uploadKey: text('upload_key')
      .notNull()
      .unique()
      .references(() => uploads.key, { onDelete: 'cascade' }),
    /** 'file' or 'text' (pasted). */
    kind: text('kind').notNull(),
    /** The file's name, or the pasted text's label. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    passageCount: integer('passage_count').notNull(),
    /** Its place among its order's sources (as the order listed them); null until ordered. */
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sources_account_idx').on(t.accountId), index('sources_order_idx').on(t.orderId, t.position)],
);

/** One passage of a source: its position (1-based, so `<sourceId>:<position>` is its stable id), place and text. */
export const sourcePassages = pgTable(
  'source_passages',
  {
    sourceId: text('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** "row 12", "page 3", "paragraph 7". */
    location: text('location').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.position] })],
);
