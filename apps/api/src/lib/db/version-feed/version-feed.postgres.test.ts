import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentPeer } from '../../../test/silent-peer';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { LEASE_MS } from './lease';
import { createVersionFeed, HEARTBEAT_MS, type VersionFeed } from './version-feed';

/** The feed on a database of this file's own, over the real library_versions table (PostgreSQL only). */

const CHANNEL = 'library_versions';
let database: TestDatabase;
let url: string;
const feeds: VersionFeed[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  url = database.url!;
});
afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
  await database.dispose();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Raises a key's version and announces it in the same transaction, as the triggers do. */
async function bump(key: string): Promise<number> {
  const [row] = await rows<{ version: string }>(sql`with raised as (
      insert into library_versions (account_id, version) values (${key}, 1)
      on conflict (account_id) do update set version = library_versions.version + 1 returning version)
    select version, pg_notify(${CHANNEL}, ${key} || ':' || version) from raised`);
  return Number(row!.version);
}

const silentLog = () => ({ warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

interface Feed {
  feed: VersionFeed;
  /** How many times it read a version from the database. */
  reads(): number;
  log: ReturnType<typeof silentLog>;
  failNotify(fail: boolean): void;
}

async function feed(): Promise<Feed> {
  let reads = 0;
  let failing = false;
  const log = silentLog();
  const created = await createVersionFeed({
    url,
    channel: CHANNEL,
    read: async (key) => {
      reads++;
      const [row] = await rows<{ version: string }>(sql`select version from library_versions where account_id = ${key}`);
      return row ? Number(row.version) : 0;
    },
    notify: async (on, payload) => {
      if (failing) throw new Error('the database is away');
      await database.handle.db.execute(sql`select pg_notify(${on}, ${payload})`);
    },
    log,
  });
  feeds.push(created);
  return { feed: created, reads: () => reads, log, failNotify: (fail) => (failing = fail) };
}

/** Waits until a read of `key` is served from memory. */
async function untilFromMemory({ feed: f, reads }: Feed, key: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = reads();
        await f.read(key);
        return reads() - before;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
}

const timed = async (run: () => Promise<void>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const listenerPid = async (f: VersionFeed) => {
  const [row] = await rows<{ pid: number }>(sql`select pid from pg_stat_activity where application_name = ${`version-feed:${f.processId}`}`);
  return row?.pid;
};

describe('version feed', () => {
  let a: Feed;
  let b: Feed;
  beforeAll(async () => {
    [a, b] = await Promise.all([feed(), feed()]);
  });

  it('serves from memory once its lease runs: a write another process waited for is seen with no read', async () => {
    const key = 'account-memory';
    await bump(key);
    await untilFromMemory(b, key);
    for (let i = 0; i < 30; i++) {
      const version = await bump(key);
      await a.feed.barrier();
      const before = b.reads();
      expect(await b.feed.read(key)).toBe(version);
      expect(b.reads()).toBe(before);
    }
  });

  it('reads from the database while its listener is lost, and from memory again once it is back', async () => {
    const key = 'account-listener';
    await bump(key);
    await untilFromMemory(b, key);
    const pid = await listenerPid(b.feed);
    expect(pid).toBeTypeOf('number');
    await rows(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => b.log.warn.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const version = await bump(key);
    const before = b.reads();
    expect(await b.feed.read(key)).toBe(version);
    expect(b.reads()).toBe(before + 1);
    await untilFromMemory(b, key);
    expect(await listenerPid(b.feed)).not.toBe(pid);
    const next = await bump(key);
    await a.feed.barrier();
    expect(await b.feed.read(key)).toBe(next);
  });

  it('answers a write at once when every process acks', async () => {
    await untilFromMemory(a, 'account-quick');
    await untilFromMemory(b, 'account-quick');
    // Generous for a loaded machine; a silent peer costs LEASE_MS (below).
    expect(await timed(() => a.feed.barrier())).toBeLessThan(LEASE_MS * 0.8);
  });

  it('waits for a process that heartbeats but never acks at most LEASE_MS, not for ever', async () => {
    const silent = await silentPeer(url, CHANNEL);
    try {
      const waited = await timed(() => a.feed.barrier());
      expect(waited).toBeGreaterThan(LEASE_MS * 0.5);
      // LEASE_MS after the publish, which a loaded machine may take a while to send.
      expect(waited).toBeLessThan(LEASE_MS * 2);
    } finally {
      await silent.stop();
    }
    // Once silent for LEASE_MS it is waited for no more.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + HEARTBEAT_MS));
    expect(await timed(() => a.feed.barrier())).toBeLessThan(LEASE_MS * 0.8);
  });

  it('answers at once, logging a warning, when the barrier cannot be published', async () => {
    a.failNotify(true);
    try {
      const warnings = a.log.warn.mock.calls.length;
      expect(await timed(() => a.feed.barrier())).toBeLessThan(LEASE_MS * 0.5);
      expect(a.log.warn.mock.calls.length).toBe(warnings + 1);
    } finally {
      a.failNotify(false);
    }
  });
});
