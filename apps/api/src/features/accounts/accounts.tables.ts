import { CREDITS_ON_NEW_ACCOUNT } from '@persona/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Account (workspace), spec section 3. Its users list is the users table's rows pointing here. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    name: text('name').notNull(),
    membership: text('membership'),
    isActive: boolean('is_active').notNull().default(false),
    creditBased: boolean('credit_based').notNull().default(true),
    credits: integer('credits').notNull().default(CREDITS_ON_NEW_ACCOUNT),
    onboarded: boolean('onboarded').notNull().default(false),
    /** Its owner requires two-factor sign-in of every member (shared accessRefusal holds back those without). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The identity that created it at sign-up: each new identity may create one account. */
    createdBy: text('created_by').unique(),
    /** The member who runs the account (its creator, until ownership is handed to another member). */
    ownerId: text('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its owner closed it (null: open); its members cannot sign in meanwhile. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the purge job may delete its records and files; a site admin may restore it before. */
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
  },
  (t) => [
    check('accounts_credits_not_negative', sql`${t.credits} >= 0`),
    index('accounts_is_active_idx').on(t.isActive),
    index('accounts_owner_id_idx').on(t.ownerId),
    index('accounts_purge_after_idx').on(t.purgeAfter).where(sql`${t.purgeAfter} is not null`),
  ],
);

/** User of the product (spec section 3); email is stored lowercase and unique. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull().unique(),
    company: text('company').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_account_id_idx').on(t.accountId), check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);
