import { FIDELITY_DRIVERS, FIDELITY_STATUSES, type FidelityDriver, type FidelityResult, type FidelityStatus } from '@persona/shared';
import { desc, sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';
import { avatars } from '../avatars';
import { orders } from '../orders';

/**
 * One run of the fidelity suite: for an avatar, or for an order's draft Blueprint in the delivery console (then
 * `blueprintHash` says which draft; at delivery a finished report of the very Blueprint delivered is given to
 * the avatar). Counted against `accountId`'s hourly runs.
 */
export const fidelityReports = pgTable(
  'fidelity_reports',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id').references(() => avatars.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** A hash of the persona the suite was run on (its facts and Blueprint), so a report is matched to what it measured. */
    blueprintHash: text('blueprint_hash').notNull(),
    status: text('status', { enum: FIDELITY_STATUSES }).$type<FidelityStatus>().notNull().default('running'),
    driver: text('driver', { enum: FIDELITY_DRIVERS }).$type<FidelityDriver>().notNull(),
    /** The persona model's name (null offline). */
    model: text('model'),
    result: jsonb('result').$type<FidelityResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Written every few seconds while the run goes on: a 'running' report whose heartbeat went silent was cut off (lib/heartbeat.ts). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [
    index('fidelity_reports_avatar_created_idx').on(t.avatarId, desc(t.createdAt)),
    index('fidelity_reports_order_created_idx').on(t.orderId, desc(t.createdAt)),
    index('fidelity_reports_account_idx').on(t.accountId),
    index('fidelity_reports_requested_by_idx').on(t.requestedBy),
    // One run at a time per avatar and per order draft, however many processes start one at once: a second
    // insert of a 'running' row fails (a run whose heartbeat went silent is marked interrupted first).
    uniqueIndex('fidelity_reports_avatar_running_idx').on(t.avatarId).where(sql`status = 'running'`),
    uniqueIndex('fidelity_reports_order_running_idx').on(t.orderId).where(sql`status = 'running'`),
  ],
);
export type FidelityReportRow = typeof fidelityReports.$inferSelect;
