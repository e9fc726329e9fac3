import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database';
import { createJobQueue, type JobQueue } from './index';

// The same contract for both drivers: this file runs on PGlite (the in-process queue) in api:pglite and on
// PostgreSQL (pg-boss) in api:postgres.
const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
let database: TestDatabase;
const queues: JobQueue[] = [];

const newQueue = () => {
  const queue = createJobQueue(database.handle, { pollMs: 500, log: quiet });
  queues.push(queue);
  return queue;
};

/** pg-boss counts retry delays in whole seconds; the in-process queue in milliseconds. */
const FAST_RETRY = { retryLimit: 1, retryDelayMs: testEngine() === 'postgres' ? 1000 : 50, backoff: false };

const waitUntil = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop(5_000)));
});
afterAll(async () => {
  await database.dispose();
});

describe(`the job queue (${testEngine() === 'postgres' ? 'pg-boss' : 'in-process'} driver)`, () => {
  it('runs a job written in a transaction only once it commits, and never one whose transaction rolled back', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    queue.work('contract-tx', async (data) => void seen.push(data));
    await queue.start();
    await database.handle.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'contract-tx', { n: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.handle.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'contract-tx', { n: 'committed' });
    });
    await queue.drain();
    expect(seen).toEqual([{ n: 'committed' }]);
    expect((await queue.counts())['contract-tx'] ?? { queued: 0, active: 0, failed: 0 }).toEqual({ queued: 0, active: 0, failed: 0 });
  });

  it('retries a failing job, then shows it failed (name, attempts, last error, never its data) until an admin retries it', async () => {
    const queue = newQueue();
    let fail = true;
    const attempts: number[] = [];
    queue.work(
      'contract-fail',
      async (_data, job) => {
        attempts.push(job.attempt);
        if (fail) throw new Error(`smtp down\n(attempt ${job.attempt})`);
      },
      FAST_RETRY,
    );
    await queue.start();
    await queue.enqueue(database.handle.db, 'contract-fail', { secret: 'token-123' });
    await waitUntil(async () => (await queue.failedJobs({ offset: 0, limit: 10 })).total === 1, 'the job to fail');
    expect(attempts).toEqual([1, 2]);
    const page = await queue.failedJobs({ offset: 0, limit: 10 });
    expect(page.jobs).toEqual([{ id: expect.any(String), name: 'contract-fail', attempts: 2, lastError: 'smtp down (attempt 2)', failedAt: expect.any(Date) }]);
    expect(JSON.stringify(page)).not.toContain('token-123');
    expect((await queue.counts())['contract-fail']).toEqual({ queued: 0, active: 0, failed: 1 });

    fail = false;
    expect(await queue.retry(page.jobs[0]!.id)).toBe(true);
    await queue.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect((await queue.failedJobs({ offset: 0, limit: 10 })).total).toBe(0);
    expect(await queue.retry(page.jobs[0]!.id)).toBe(false);
  });

  it('keeps a job through a restart: queued while stopped, it runs when a queue starts again', async () => {
    const first = newQueue();
    first.work('contract-restart', async () => {
      throw new Error('the first process never runs it');
    });
    await first.start();
    await first.stop(1_000);
    // Written as a request would, by a process that stops before any worker takes it.
    await first.enqueue(database.handle.db, 'contract-restart', { n: 1 });

    const seen: unknown[] = [];
    const second = newQueue();
    second.work('contract-restart', async (data) => void seen.push(data));
    await second.start();
    await second.drain();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('waits on stop for a job in progress', async () => {
    const queue = newQueue();
    let finished = false;
    let started = false;
    queue.work('contract-stop', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.start();
    await queue.enqueue(database.handle.db, 'contract-stop', {});
    await waitUntil(() => started, 'the job to start');
    await queue.stop(10_000);
    expect(finished).toBe(true);
  });

  it('lets a job that outlives stop()\'s timeout finish without an error nobody catches (its late completion is dropped)', async () => {
    const queue = newQueue();
    let release = () => undefined as void;
    let started = false;
    let finished = false;
    queue.work('contract-late', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await queue.start();
    await queue.enqueue(database.handle.db, 'contract-late', {});
    await waitUntil(() => started, 'the job to start');
    const unhandled: unknown[] = [];
    const record = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', record);
    try {
      await queue.stop(100);
      release();
      await waitUntil(() => finished, 'the late job to finish');
      // The completion write pg-boss does not await settles within a few turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });

  it('runs a periodic task every period, never two at once', async () => {
    const queue = newQueue();
    let runs = 0;
    let running = 0;
    let overlapped = false;
    queue.every('contract-every', 1000, async () => {
      running += 1;
      overlapped ||= running > 1;
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    });
    await queue.start();
    await waitUntil(() => runs >= 2, 'two periodic runs', 20_000);
    expect(overlapped).toBe(false);
  });
});
