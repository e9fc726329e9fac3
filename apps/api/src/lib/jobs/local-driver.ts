import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { backgroundJobs } from './jobs.tables';
import {
  DEFAULT_RETRY,
  errorMessage,
  firstRunDelay,
  type JobCounts,
  type JobHandler,
  type JobQueue,
  type RetryPolicy,
} from './job-queue';
import { periodicTimers, type QueueOptions } from './queue-options';

type JobRow = typeof backgroundJobs.$inferSelect;

/** Jobs one process runs at once. */
const CONCURRENCY = 4;

/** When a failed run is tried again: retryDelayMs, doubled for each run before it with backoff. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return policy.backoff ? policy.retryDelayMs * 2 ** Math.min(16, attempts - 1) : policy.retryDelayMs;
}

/**
 * The in-process queue for PGlite, which one process owns: jobs are rows of background_jobs (so they commit with
 * the caller's transaction and survive a restart), claimed by a poller every pollMs and woken at once by drain().
 * A job left 'active' by a crash is queued again at start.
 */
export function createLocalQueue(db: Database, options: QueueOptions): JobQueue {
  const handlers = new Map<string, { handler: JobHandler; policy: RetryPolicy }>();
  const periodic = periodicTimers((name) => enqueueOnce(name));
  const running = new Set<Promise<void>>();
  let poller: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;
  let stopped = true;

  const names = () => [...handlers.keys()];

  async function enqueueOnce(name: string): Promise<void> {
    await db.execute(sql`insert into ${backgroundJobs} (name, data)
      select ${name}, '{}'::jsonb where not exists (
        select 1 from ${backgroundJobs} where ${backgroundJobs.name} = ${name} and ${backgroundJobs.state} in ('queued', 'active'))`);
    wake();
  }

  async function claim(): Promise<void> {
    while (!stopped && running.size < CONCURRENCY && handlers.size > 0) {
      const due = db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.state, 'queued'), lte(backgroundJobs.runAfter, sql`now()`), inArray(backgroundJobs.name, names())))
        .orderBy(backgroundJobs.runAfter)
        .limit(CONCURRENCY - running.size);
      const claimed = await db
        .update(backgroundJobs)
        .set({ state: 'active', attempts: sql`${backgroundJobs.attempts} + 1` })
        .where(inArray(backgroundJobs.id, due))
        .returning();
      if (claimed.length === 0) return;
      for (const job of claimed) track(run(job));
    }
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => {
      running.delete(work);
      wake();
    });
  }

  function wake() {
    if (stopped || claiming) return;
    claiming = claim()
      .catch((err: unknown) => options.log.warn({ err }, 'could not take background jobs; trying again shortly'))
      .finally(() => {
        claiming = undefined;
      });
  }

  async function run(job: JobRow): Promise<void> {
    const { handler, policy } = handlers.get(job.name)!;
    try {
      await handler(job.data, { id: job.id, attempt: job.attempts, stopping: () => stopped });
      await db.delete(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    } catch (err) {
      const lastError = errorMessage(err);
      options.log.warn({ err, job: job.name, id: job.id, attempt: job.attempts }, 'a background job failed');
      const failed = job.attempts > policy.retryLimit;
      await db
        .update(backgroundJobs)
        .set(
          failed
            ? { state: 'failed', lastError, failedAt: sql`now()` }
            : { state: 'queued', lastError, runAfter: sql`now() + ${retryDelayMs(policy, job.attempts)} * interval '1 millisecond'` },
        )
        .where(eq(backgroundJobs.id, job.id))
        .catch((writeErr: unknown) => options.log.warn({ err: writeErr, id: job.id }, 'could not record a failed job; it runs again at the next start'));
    }
  }

  async function settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...running, claiming]), timeout]);
    clearTimeout(timer);
  }

  return {
    driver: 'local',
    enqueue: async (executor, name, data) => {
      await executor.insert(backgroundJobs).values({ name, data });
      // Written in a transaction, it is not visible yet; the poller (or the next wake) finds it once committed.
      setImmediate(wake);
    },
    work: (name, handler, policy) => {
      handlers.set(name, { handler: handler as JobHandler, policy: { ...DEFAULT_RETRY, ...policy } });
    },
    every: (name, intervalMs, handler) => {
      if (intervalMs <= 0) return;
      // A missed period is not made up: the next one runs anyway.
      handlers.set(name, { handler, policy: { ...DEFAULT_RETRY, retryLimit: 0 } });
      periodic.add(name, intervalMs);
    },
    failedJobs: async ({ offset, limit }) => {
      const failed = eq(backgroundJobs.state, 'failed');
      const [rows, [total]] = await Promise.all([
        db.select().from(backgroundJobs).where(failed).orderBy(desc(backgroundJobs.failedAt), backgroundJobs.id).offset(offset).limit(limit),
        db.select({ n: count() }).from(backgroundJobs).where(failed),
      ]);
      return {
        total: total?.n ?? 0,
        jobs: rows.map((r) => ({ id: r.id, name: r.name, attempts: r.attempts, lastError: r.lastError, failedAt: r.failedAt ?? r.createdAt })),
      };
    },
    retry: async (id) => {
      const [row] = await db
        .update(backgroundJobs)
        .set({ state: 'queued', runAfter: sql`now()`, failedAt: null })
        .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'failed')))
        .returning({ id: backgroundJobs.id });
      if (row) wake();
      return row !== undefined;
    },
    counts: async () => {
      const rows = await db
        .select({ name: backgroundJobs.name, state: backgroundJobs.state, n: count() })
        .from(backgroundJobs)
        .groupBy(backgroundJobs.name, backgroundJobs.state);
      const counts: Record<string, JobCounts> = {};
      for (const { name, state, n } of rows) (counts[name] ??= { queued: 0, active: 0, failed: 0 })[state] += n;
      return counts;
    },
    start: async () => {
      if (!stopped) return;
      // This process owns the database: a job still 'active' was cut by a crash or a shutdown past its time.
      await db.update(backgroundJobs).set({ state: 'queued' }).where(eq(backgroundJobs.state, 'active'));
      stopped = false;
      poller = setInterval(wake, options.pollMs);
      poller.unref();
      periodic.start(firstRunDelay, (err) => options.log.warn({ err }, 'could not queue a periodic task; it is tried at its next period'));
      wake();
    },
    stop: async (timeoutMs) => {
      if (stopped) return;
      stopped = true;
      clearInterval(poller);
      periodic.stop();
      await settled(timeoutMs);
    },
    drain: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        wake();
        await Promise.allSettled([...running, claiming]);
        const [due] = await db
          .select({ n: count() })
          .from(backgroundJobs)
          .where(and(inArray(backgroundJobs.name, names()), sql`(${backgroundJobs.state} = 'queued' and ${backgroundJobs.runAfter} <= now()) or ${backgroundJobs.state} = 'active'`));
        if ((due?.n ?? 0) === 0 && running.size === 0) return;
        if (Date.now() > deadline) throw new Error(`background jobs still due after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
