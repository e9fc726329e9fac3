import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { backgroundJobs } from './jobs.tables';
import { createLocalQueue, retryDelayMs } from './local-driver';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

it('runs again at start a job a crash left active', async () => {
  const db = database.handle.db;
  // What a process that died inside a handler leaves behind.
  await db.insert(backgroundJobs).values({ name: 'cut', data: { n: 1 }, state: 'active', attempts: 1 });
  const seen: { data: unknown; attempt: number }[] = [];
  const queue = createLocalQueue(db, { pollMs: 50, log: quiet });
  queue.work('cut', async (data, job) => void seen.push({ data, attempt: job.attempt }));
  await queue.start();
  await queue.drain();
  await queue.stop(1_000);
  expect(seen).toEqual([{ data: { n: 1 }, attempt: 2 }]);
  expect(await db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'cut'))).toEqual([]);
});

it('doubles the wait before each retry with backoff', () => {
  const policy = { retryLimit: 7, retryDelayMs: 30_000, backoff: true };
  expect([1, 2, 3, 8].map((attempts) => retryDelayMs(policy, attempts))).toEqual([30_000, 60_000, 120_000, 3_840_000]);
  expect(retryDelayMs({ ...policy, backoff: false }, 5)).toBe(30_000);
});
