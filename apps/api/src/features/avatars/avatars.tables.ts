import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    // The library's order (newest first, ties by id): pages walk it by keyset without sorting or filtering rows.
    index('avatars_account_created_id_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // The same order for the narrow filters (a company, with or without its campaign; favourites): a filtered
    // page reads only its own rows and its total counts them from the index, instead of visiting every avatar of
    // the account. A campaign alone matches a larger share, which PostgreSQL reads faster from the table.
    index('avatars_account_company_created_idx').on(t.accountId, t.companyName, t.campaignName, t.createdAt.desc(), t.id.desc()),
    index('avatars_account_favorite_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()).where(sql`${t.favorite}`),
    // Every foreign key is indexed: a deleted user, order, Blueprint, company or campaign finds its avatars at once.
    index('avatars_user_idx').on(t.userId),
    index('avatars_order_idx').on(t.orderId),
    index('avatars_doc_idx').on(t.docId),
    index('avatars_company_idx').on(t.companyId),
    index('avatars_campaign_idx').on(t.campaignId),
  ],
);

/**
 * A counter per account that every change to its avatars, or to their Blueprints' external addresses, raises
 * in the same transaction: triggers in migration 0013 do it, so no writer (delivery, favourite, rename, a
 * deleted company or Blueprint, a script) can forget. The full list's cached answer is reused while it stands.
 * No foreign key: the triggers also run while an account's avatars are deleted along with the account.
 */
export const libraryVersions = pgTable('library_versions', {
  accountId: text('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
