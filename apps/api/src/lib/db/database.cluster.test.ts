import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from '../../test/postgres-cluster';
import { openDatabase, type DatabaseHandle } from './database';
import { isDatabaseUnavailable } from './errors';

/**
 * The PostgreSQL pool when its server goes away, on a cluster of this file's own (vitest.config.ts runs
 * *.cluster.test.ts once, in api:pglite). Any 'error' event nobody listens to would surface here as an uncaught
 * exception, which fails the run.
 */

const NO_BINARIES = !postgresBinDir;
const SKIP_REASON = 'PostgreSQL server programs (initdb, pg_ctl, postgres) are not installed';
if (NO_BINARIES) console.warn(`database.cluster.test.ts skipped: ${SKIP_REASON}`);

let cluster: PostgresCluster;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  if (!NO_BINARIES) cluster = await createPostgresCluster();
});
afterAll(async () => {
  // The cluster first, so it never outlives the file; a pool that leaked a client would wait for ever to close.
  await cluster?.dispose();
  await Promise.race([Promise.all(handles.map((handle) => handle.close())), new Promise((r) => setTimeout(r, 5_000))]);
});

async function open(poolMax: number): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'postgres', url: cluster.url(), poolMax });
  handles.push(handle);
  return handle;
}

async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const backendPid = async (db: DatabaseHandle['db']) => {
  const { rows } = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
  return rows[0]!.pid;
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** Answers once the database answers again, or fails after limitMs. */
async function untilAnswering(handle: DatabaseHandle, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await handle.ping();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('the PostgreSQL pool when connections are cut', () => {
  it.skipIf(NO_BINARIES)('fails a transaction whose connection is cut as unavailable, and frees its pool slot', async () => {
    // One slot: a client left checked out would make every later query wait for ever.
    const handle = await open(1);
    const failure = await failureOf(
      handle.db.transaction(async (tx) => {
        await terminate(await backendPid(tx));
        // The cut arrives while the client is idle in its transaction: the 'error' event has no query to go to.
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await handle.ping();
    expect(await backendPid(handle.db)).toBeGreaterThan(0);
  });

  it.skipIf(NO_BINARIES)('never leaves a slot taken by a transaction that starts on a connection just cut', async () => {
    const handle = await open(1);
    for (let round = 0; round < 5; round++) {
      // The idle client's backend is ended; the transaction may get that client before the pool hears of it,
      // and then its BEGIN fails (Drizzle does not release a client whose BEGIN failed).
      await terminate(await backendPid(handle.db));
      const failure = await failureOf(handle.db.transaction(async (tx) => tx.execute(sql`select 1`)));
      if (failure) expect(isDatabaseUnavailable(failure)).toBe(true);
      await handle.ping();
    }
  });

  it.skipIf(NO_BINARIES)('answers unavailable while the server is down, and works again once it is back, on the same pool', async () => {
    const handle = await open(3);
    await handle.ping();
    await cluster.stop();
    try {
      expect(isDatabaseUnavailable(await failureOf(handle.db.execute(sql`select 1`)))).toBe(true);
      expect(isDatabaseUnavailable(await failureOf(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))))).toBe(true);
      expect(isDatabaseUnavailable(await failureOf(handle.ping()))).toBe(true);
    } finally {
      await cluster.start();
    }
    await untilAnswering(handle);
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
  });
});

describe('withLock (the migrations run under it)', () => {
  it.skipIf(NO_BINARIES)('makes a second holder of the same key wait for the first, and frees the key when fn fails', async () => {
    const [a, b] = [await open(1), await open(1)];
    const events: string[] = [];
    const KEY = 4242;
    let holding!: () => void;
    const aHolds = new Promise<void>((resolve) => (holding = resolve));
    const first = a.withLock(KEY, async () => {
      events.push('a starts');
      holding();
      await new Promise((r) => setTimeout(r, 1_000));
      events.push('a ends');
    });
    await aHolds;
    const second = b.withLock(KEY, async () => {
      events.push('b starts');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts']);

    await expect(a.withLock(KEY, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    const again = await Promise.race([b.withLock(KEY, async () => 'free'), new Promise((r) => setTimeout(() => r('still locked'), 10_000))]);
    expect(again).toBe('free');
  });
});
