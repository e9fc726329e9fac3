import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';
import { campaigns, companies } from '../companies';

/**
 * Order (spec section 3). Company and campaign names are copied in, so an order keeps them after the
 * company or campaign is renamed or deleted. (account, idempotency key) is unique: see orders.service.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    campaignName: text('campaign_name').notNull(),
    product: text('product').notNull(),
    context: text('context').notNull(),
    attachment: text('attachment').notNull().default(''),
    price: integer('price').notNull(),
    status: text('status').notNull().default('pending'),
    docId: text('doc_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    expectedAt: timestamp('expected_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The avatar a refresh order replaces the Blueprint of. Its foreign key (avatars.id, on delete set null) is
     * declared in migration order_refresh only: avatars already reference orders, and a feature circle is refused.
     */
    refreshOf: text('refresh_of'),
    /** The client's id of the order (data.id): the same key again is the same order, never a second charge. */
    idempotencyKey: text('idempotency_key'),
    /** Fingerprint of what was ordered under that key, to tell a retry from a different order reusing it. */
    requestHash: text('request_hash'),
  },
  (t) => [
    index('orders_account_ordered_idx').on(t.accountId, t.orderedAt),
    index('orders_open_idx').on(t.docId, t.orderedAt),
    // Every foreign key is indexed (deletes of users, companies and campaigns set these to null).
    index('orders_user_idx').on(t.userId),
    index('orders_company_idx').on(t.companyId),
    index('orders_campaign_idx').on(t.campaignId),
    index('orders_refresh_of_idx').on(t.refreshOf),
    // NULL keys (orders sent without one) never collide.
    uniqueIndex('orders_account_idempotency_key_idx').on(t.accountId, t.idempotencyKey),
  ],
);
