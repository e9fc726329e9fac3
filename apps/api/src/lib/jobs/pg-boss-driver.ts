import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database';
import { toStatement } from '../limits/postgres-client';
import {
  DEFAULT_RETRY,
  errorMessage,
  firstRunDelay,
  type JobCounts,
  type JobData,
  type JobExecutor,
  type JobHandler,
  type JobQueue,
  type RetryPolicy,
} from './job-queue';
import { periodicTimers, type QueueOptions } from './queue-options';

/** pg-boss's tables live in a schema of their own in the portal's database. */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss polls at most every half second (drain() wakes its workers at once). */
const MIN_POLL_MS = 500;
/** Workers (jobs at once) per job name in one process. */
const WORKERS_PER_NAME = 2;
/** The advisory lock queues are created under ("JOBS"): processes starting at once would deadlock creating the same one. */
const QUEUES_LOCK_KEY = 0x4a4f4253;
/** A failed job stays retryable this long before pg-boss archives it. */
const KEEP_FAILED_SECONDS = 14 * 24 * 3600;

/** pg-boss's `executeSql` over a Drizzle executor: the pool, or the connection of the caller's transaction. */
export function sqlExecutor(executor: JobExecutor): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      // Without values the text may hold several statements and $n inside function bodies: sent as it is.
      const result = await executor.execute(values.length > 0 ? toStatement({ text, values }) : sql.raw(text));
      return result as unknown as { rows: unknown[] };
    },
  };
}

/**
 * What a dropped write answers: the shape of pg-boss's completion commands (complete, fail: one row counting the jobs
 * they changed), the only writes that come after stop(). pg-boss reads `rows[0].count` without awaiting, so an empty
 * answer would be an error nobody catches.
 */
const DROPPED_WRITE = { rows: [{ count: '0' }] };

/**
 * An executor that knows which of its queries are still running, and that can be closed. pg-boss does not await the
 * writes that mark a job completed or failed, and a handler that outlives stop()'s timeout finishes later still: stop()
 * waits for the running ones and closes the executor, so a late write is dropped instead of running on a pool the app
 * closes next (the job stays active and pg-boss's expiry runs it again: at least once, as always).
 */
function trackQueries(inner: PgBoss.Db): { db: PgBoss.Db; settled(): Promise<void>; close(): void; open(): void } {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    db: {
      executeSql: (text, values) => {
        if (closed) return Promise.resolve(DROPPED_WRITE);
        const query = inner.executeSql(text, values);
        running.add(query);
        void query.finally(() => running.delete(query)).catch(() => undefined);
        return query;
      },
    },
    settled: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close: () => {
      closed = true;
    },
    open: () => {
      closed = false;
    },
  };
}

/** Creates or upgrades pg-boss's schema (under the migrations' advisory lock: see lib/db/migrate.ts). */
export async function installJobSchema(db: Database): Promise<void> {
  // Started without its maintenance, monitor or clock: it only installs or migrates its schema.
  const boss = new PgBoss({ db: sqlExecutor(db), schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * The queue on PostgreSQL: pg-boss 10 over the portal's own pool (no pool of its own), so a job is sent in the
 * caller's transaction and every process sharing the database shares the jobs. Periodic tasks are sent throttled
 * (one job per period, whichever process sends first) to a 'stately' queue (never two of them waiting).
 */
export function createPgBossQueue({ db, withLock }: Pick<DatabaseHandle, 'db' | 'withLock'>, options: QueueOptions): JobQueue {
  const queries = trackQueries(sqlExecutor(db));
  const boss = new PgBoss({
    db: queries.db,
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  // A database outage surfaces here from pg-boss's timers; it retries on its own.
  boss.on('error', (err) => options.log.warn({ err }, 'the job queue could not reach the database; it tries again'));
  const handlers = new Map<string, { handler: JobHandler; policy: RetryPolicy; periodic: boolean }>();
  const intervals = new Map<string, number>();
  const periodic = periodicTimers((name) => boss.sendThrottled(name, {}, {}, seconds(intervals.get(name)!)));
  const workerIds: string[] = [];
  let stopped = true;
  const table = sql.raw(`${JOB_SCHEMA}.job`);

  const createQueues = () =>
    withLock(QUEUES_LOCK_KEY, async (lockDb) => {
      const admin = new PgBoss({ db: sqlExecutor(lockDb), schema: JOB_SCHEMA });
      for (const [name, { policy, periodic: stately }] of handlers) {
        const queue = { name, retryLimit: policy.retryLimit, retryDelay: seconds(policy.retryDelayMs), retryBackoff: policy.backoff };
        if (await admin.getQueue(name)) await admin.updateQueue(name, queue);
        else await admin.createQueue(name, { ...queue, policy: stately ? 'stately' : 'standard' });
      }
    });

  return {
    driver: 'pg-boss',
    enqueue: async (executor, name, data) => {
      // pg-boss answers null, writing nothing, for a queue it does not know: a job must never vanish silently.
      const id = await boss.send(name, data, { db: sqlExecutor(executor) });
      if (id === null) throw new Error(`the job queue has no queue '${name}' (no handler registered for it)`);
    },
    work: (name, handler, policy) => {
      handlers.set(name, { handler: handler as JobHandler, policy: { ...DEFAULT_RETRY, ...policy }, periodic: false });
    },
    every: (name, intervalMs, handler) => {
      if (intervalMs <= 0) return;
      handlers.set(name, { handler, policy: { ...DEFAULT_RETRY, retryLimit: 0 }, periodic: true });
      intervals.set(name, intervalMs);
      periodic.add(name, intervalMs);
    },
    failedJobs: async ({ offset, limit }) => {
      const rows = await db.execute(sql`
        select id, name, retry_count + 1 as attempts, output->>'message' as "lastError", completed_on as "failedAt", count(*) over () as total
        from ${table} where state = 'failed' order by completed_on desc, id offset ${offset} limit ${limit}`);
      const list = (rows as unknown as { rows: { id: string; name: string; attempts: number; lastError: string | null; failedAt: string; total: string }[] }).rows;
      const total = list[0] ? Number(list[0].total) : Number(((await db.execute(sql`select count(*) as n from ${table} where state = 'failed'`)) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
      return { total, jobs: list.map(({ total: _total, ...job }) => ({ ...job, attempts: Number(job.attempts), failedAt: new Date(job.failedAt) })) };
    },
    retry: async (id) => {
      const found = (await db.execute(sql`select name from ${table} where id = ${id} and state = 'failed'`)) as unknown as { rows: { name: string }[] };
      const name = found.rows[0]?.name;
      if (!name) return false;
      await boss.retry(name, id);
      for (const workerId of workerIds) boss.notifyWorker(workerId);
      return true;
    },
    counts: async () => {
      const rows = (await db.execute(sql`select name, state, count(*)::int as n from ${table} where state in ('created', 'retry', 'active', 'failed') group by 1, 2`)) as unknown as {
        rows: { name: string; state: string; n: number }[];
      };
      const counts: Record<string, JobCounts> = {};
      for (const { name, state, n } of rows.rows) {
        const entry = (counts[name] ??= { queued: 0, active: 0, failed: 0 });
        if (state === 'active' || state === 'failed') entry[state] += n;
        else entry.queued += n;
      }
      return counts;
    },
    start: async () => {
      if (!stopped) return;
      queries.open();
      await boss.start();
      stopped = false;
      await createQueues();
      for (const [name, { handler, periodic: stately }] of handlers) {
        for (let i = 0; i < (stately ? 1 : WORKERS_PER_NAME); i++) {
          workerIds.push(
            await boss.work<JobData>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: Math.max(MIN_POLL_MS, options.pollMs) / 1000 }, async ([job]) => {
              try {
                const output = await handler(job!.data, { id: job!.id, attempt: job!.retryCount + 1, stopping: () => stopped });
                // A job's data lives as long as the job is to run (as the in-process queue deletes it): a sent
                // mail's link must not sit in the database until pg-boss archives and drops the row.
                await db
                  .execute(sql`update ${table} set data = null where name = ${name} and id = ${job!.id}`)
                  .catch((err: unknown) => options.log.warn({ err, id: job!.id }, 'could not erase a done job\'s data; pg-boss drops it with the job'));
                return output;
              } catch (err) {
                options.log.warn({ err, job: name, id: job!.id, attempt: job!.retryCount + 1 }, 'a background job failed');
                // What pg-boss keeps as the job's output: the message only (admins read it; a stack is for the log).
                throw new Error(errorMessage(err));
              }
            }),
          );
        }
      }
      periodic.start(firstRunDelay, (err) => options.log.warn({ err }, 'could not queue a periodic task; it is tried at its next period'));
    },
    stop: async (timeoutMs) => {
      if (stopped) return;
      stopped = true;
      periodic.stop();
      workerIds.length = 0;
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
      queries.close();
      await queries.settled();
    },
    drain: async (timeoutMs = 30_000) => {
      const names = [...handlers.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const workerId of workerIds) boss.notifyWorker(workerId);
        const due = (await db.execute(sql`select count(*)::int as n from ${table}
          where name = any(${sql.param(names)}) and ((state in ('created', 'retry') and start_after <= now()) or state = 'active')`)) as unknown as { rows: { n: number }[] };
        if ((due.rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`background jobs still due after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
