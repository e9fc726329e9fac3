import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The jobs of the in-process queue (local-driver.ts, on PGlite; PostgreSQL uses pg-boss's own schema). A job is
 * 'queued' until its run_after, 'active' while a handler runs it, and 'failed' once its retries are spent; a job
 * done is deleted. One process owns a PGlite database, so a job found 'active' at start was cut by a crash.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().$type<object>(),
    state: text('state', { enum: ['queued', 'active', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it failed for good (state 'failed'). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.runAfter).where(sql`${t.state} = 'queued'`),
    index('background_jobs_failed_idx').on(t.failedAt).where(sql`${t.state} = 'failed'`),
    index('background_jobs_name_state_idx').on(t.name, t.state),
  ],
);
