import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BlueprintDocument } from '@persona/shared';
import { accounts } from '../accounts';

/** A delivered Blueprint document: versioned JSON sections, or an external address instead. */
export const blueprints = pgTable('blueprints', {
  id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<BlueprintDocument>(),
  externalUrl: text('external_url'),
  /** The model that drafted the delivered Blueprint (an admin reviewed it); null when written by hand. */
  draftedBy: text('drafted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
