import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';

/** Company (spec section 3); names are unique per account regardless of case. */
export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_account_name_unique').on(t.accountId, sql`lower(${t.displayName})`)],
);

/** Campaign of a company; deleting the company deletes its campaigns. Names are unique per company. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves lookups by company (its leading column).
  (t) => [uniqueIndex('campaigns_company_name_unique').on(t.companyId, sql`lower(${t.displayName})`)],
);
