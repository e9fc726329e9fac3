import type { DatabaseHandle } from '../db/database';
import type { JobQueue } from './job-queue';
import { createLocalQueue } from './local-driver';
import { createPgBossQueue } from './pg-boss-driver';
import type { QueueOptions } from './queue-options';

export type { FailedJob, FailedJobsPage, JobContext, JobCounts, JobData, JobExecutor, JobHandler, JobQueue, RetryPolicy } from './job-queue';
export { DEFAULT_RETRY } from './job-queue';
export { installJobSchema } from './pg-boss-driver';

/** pg-boss on PostgreSQL (shared by every process on the database); the in-process durable queue on PGlite. */
export function createJobQueue(database: Pick<DatabaseHandle, 'db' | 'kind' | 'withLock'>, options: QueueOptions): JobQueue {
  return database.kind === 'postgres' ? createPgBossQueue(database, options) : createLocalQueue(database.db, options);
}
