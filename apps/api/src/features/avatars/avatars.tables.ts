import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';
import { campaigns, companies } from '../companies';
import { orders } from '../orders';
import { blueprints } from '../blueprints';

/** Avatar (spec section 3). Company and campaign names are copied in, like the order's. */
export const avatars = pgTable(
  'avatars',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    docId: text('doc_id').references(() => blueprints.id, { onDelete: 'set null' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    campaignName: text('campaign_name').notNull(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    occupation: text('occupation').notNull(),
    img: text('img').notNull().default(''),
    favorite: boolean('favorite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('avatars_account_created_idx').on(t.accountId, t.createdAt),
    // Every foreign key is indexed: a deleted user, order, Blueprint, company or campaign finds its avatars at once.
    index('avatars_user_idx').on(t.userId),
    index('avatars_order_idx').on(t.orderId),
    index('avatars_doc_idx').on(t.docId),
    index('avatars_company_idx').on(t.companyId),
    index('avatars_campaign_idx').on(t.campaignId),
  ],
);
