import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createJobQueue } from './index';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

it('runs a periodic task once per period across two processes sharing the database', async () => {
  // Two queues on one database stand for two processes: each has its own timers and workers.
  const queues = [0, 1].map(() => createJobQueue(database.handle, { pollMs: 500, log: quiet }));
  const runs: number[] = [];
  queues.forEach((queue, process) => queue.every('sweep-once', 1000, async () => void runs.push(process)));
  await Promise.all(queues.map((q) => q.start()));
  // Each process asks for a run at about 1, 2, 3 and 4 s: eight asks, one run per one-second period.
  await new Promise((resolve) => setTimeout(resolve, 4_300));
  await Promise.all(queues.map((q) => q.stop(5_000)));
  expect(runs.length).toBeGreaterThanOrEqual(3);
  expect(runs.length).toBeLessThanOrEqual(5);
});
