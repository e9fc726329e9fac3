import type { Database, Transaction } from '../db/database';

/** Where a job is written: the caller's transaction (the job commits or rolls back with the change causing it) or the db. */
export type JobExecutor = Database | Transaction;

export type JobData = object;

export interface JobContext {
  id: string;
  /** 1 on the first run, then one more on each retry. */
  attempt: number;
  /** Asked by a long handler between steps: the process is shutting down. */
  stopping(): boolean;
}

export type JobHandler<T extends JobData = JobData> = (data: T, job: JobContext) => Promise<unknown>;

export interface RetryPolicy {
  /** Runs after the first that may follow a failure; past it the job is failed (visible to admins, retryable). */
  retryLimit: number;
  /** Wait before the first retry. */
  retryDelayMs: number;
  /** Each further retry waits twice as long as the one before. */
  backoff: boolean;
}

export interface FailedJob {
  id: string;
  name: string;
  /** Runs made, the first included. */
  attempts: number;
  /** The message of the last failure (never the job's data). */
  lastError: string | null;
  failedAt: Date;
}

export interface FailedJobsPage {
  jobs: FailedJob[];
  total: number;
}

/** Jobs of one name by state: waiting (due or not), running, failed for good. */
export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
}

/**
 * Durable background work in the portal's own database. Handlers are registered with work() and every() before
 * start(); enqueue() writes through the executor it is given, so a job exists only if the change causing it commits.
 */
export interface JobQueue {
  readonly driver: 'pg-boss' | 'local';
  enqueue(executor: JobExecutor, name: string, data: JobData): Promise<void>;
  work<T extends JobData>(name: string, handler: JobHandler<T>, policy?: Partial<RetryPolicy>): void;
  /** A task run every intervalMs (the first run soon after start) by one process of all that share the database. */
  every(name: string, intervalMs: number, handler: JobHandler<JobData>): void;
  failedJobs(page: { offset: number; limit: number }): Promise<FailedJobsPage>;
  /** Queues a failed job to run again now (its attempts start over); false when no failed job has that id. */
  retry(id: string): Promise<boolean>;
  counts(): Promise<Record<string, JobCounts>>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running, at most timeoutMs; unfinished ones run again later. */
  stop(timeoutMs: number): Promise<void>;
  /** Wakes the workers and resolves once no job is due or running (tests; a one-off command before it exits). */
  drain(timeoutMs?: number): Promise<void>;
}

/** Defaults of work(): 8 runs over about two hours at 30 s doubling (an SMTP server restarting, a short outage). */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 7, retryDelayMs: 30_000, backoff: true };

/** The first run of a periodic task: soon after start, so a server restarted often still runs it. */
export const firstRunDelay = (intervalMs: number) => Math.min(intervalMs, 60_000);

/** A failure's message as shown to admins: one line, bounded. */
export function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').slice(0, 500);
}
