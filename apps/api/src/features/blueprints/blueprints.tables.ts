import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** A version-2 Blueprint's supported claims and all its claims (its evidence coverage); null for version 1 or an external document. */
  supportedClaims: integer('supported_claims'),
  totalClaims: integer('total_claims'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
