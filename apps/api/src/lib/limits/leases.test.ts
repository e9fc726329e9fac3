import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createLeases } from './leases';
import { createLimitStore, type LimitStore } from './limit-store';

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

let database: TestDatabase;
const stores: LimitStore[] = [];
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const open = async (kind: 'memory' | 'redis' | 'postgres') => {
  const config = loadConfig({ RATE_LIMIT_KEY_PREFIX: `lease-${randomUUID().slice(0, 8)}`, RATE_LIMIT_STORE: kind, ...(kind === 'redis' ? { REDIS_URL } : {}) });
  const store = await createLimitStore({ config, database: database.handle, log: quiet });
  stores.push(store);
  return store;
};
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await database.dispose();
});

/**
 * The postgres store counts in the test database: PGlite, or PostgreSQL in the api:postgres project (Redis as
 * limit-store.test.ts). Each store's tests (and the crashed holders' below) run beside the other stores', as they
 * mostly wait for leases to end; within a store one at a time, so a burst never delays a holder's renewal.
 */
const inTurn = { concurrent: false };
describe.concurrent.each(['memory', 'redis', 'postgres'] as const)('leases in the %s store', (kind) => {
  it('holds at most its slots of 40 taken at once, and gives a slot back on release', inTurn, async () => {
    const leases = createLeases(await open(kind), { name: 'burst', slots: 3, leaseMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 40 }, () => leases.acquire('person')));
    const held = results.flatMap((r) => (r.lease ? [r.lease] : []));
    expect(held).toHaveLength(3);
    const refused = results.find((r) => !r.lease);
    expect(refused && !refused.lease && refused.verdict.retryAfterSeconds).toBeGreaterThan(0);

    await held[0]!.release();
    const again = await Promise.all(Array.from({ length: 10 }, () => leases.acquire('person')));
    expect(again.filter((r) => r.lease)).toHaveLength(1);
    expect((await leases.acquire('someone else')).lease).not.toBeNull();
    await Promise.all([...held.slice(1), ...again.flatMap((r) => (r.lease ? [r.lease] : []))].map((lease) => lease.release()));
  });

  it('keeps the slot of a holder alive past its lease: it renews it', inTurn, async () => {
    const leases = createLeases(await open(kind), { name: 'renew', slots: 1, leaseMs: 1000 });
    const held = await leases.acquire('person');
    expect(held.lease).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await leases.acquire('person')).lease).toBeNull();
    await held.lease!.release();
    expect((await leases.acquire('person')).lease).not.toBeNull();
  });
});

describe.concurrent.each(['redis', 'postgres'] as const)('a lease in the %s store whose holder crashed', (kind) => {
  it('frees itself when the lease ends (the shared store outlives the process)', async () => {
    const store = await open(kind);
    // What a process that died holding slot 0 leaves in the shared store: the slot taken, never renewed again.
    await store.limiter({ name: 'crash', points: 1, windowMs: 1000 }).take('person:0');
    const leases = createLeases(store, { name: 'crash', slots: 1, leaseMs: 1000 });
    expect((await leases.acquire('person')).lease).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const next = await leases.acquire('person');
    expect(next.lease).not.toBeNull();
    await next.lease!.release();
  });
});
