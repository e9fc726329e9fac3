import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import type { Verdict } from '../rate-limiter';
import { createLimitStore, limitStoreKind, type LimitStore } from './limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A logger that keeps its warnings. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    warn: (_obj: unknown, message: string) => void warnings.push(message),
    info: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

const settings = (env: Record<string, string> = {}) => loadConfig({ RATE_LIMIT_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}`, ...env });
const allowedCount = (verdicts: Verdict[]) => verdicts.filter((v) => v.allowed).length;

let database: TestDatabase;
const stores: LimitStore[] = [];
const open = async (env: Record<string, string>, handle: DatabaseHandle = database.handle, log = recordingLog().log, onFallback?: () => void) => {
  const store = await createLimitStore({ config: settings(env), database: handle, log, onFallback });
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

describe('the store the configuration picks', () => {
  it('is memory by default, redis with REDIS_URL, and what RATE_LIMIT_STORE names', () => {
    expect(limitStoreKind(loadConfig({}))).toBe('memory');
    expect(limitStoreKind(loadConfig({ REDIS_URL }))).toBe('redis');
    expect(limitStoreKind(loadConfig({ REDIS_URL, RATE_LIMIT_STORE: 'postgres' }))).toBe('postgres');
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, /REDIS_URL: is required when RATE_LIMIT_STORE=redis/],
    [{ RATE_LIMIT_STORE: 'disk' }, /RATE_LIMIT_STORE:/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL: must be a redis/],
    [{ RATE_LIMIT_KEY_PREFIX: 'a b' }, /RATE_LIMIT_KEY_PREFIX:/],
    [{ AUTH_RATE_LIMIT_EMAIL_WINDOW_MS: String(30 * 86_400_000) }, /AUTH_RATE_LIMIT_EMAIL_WINDOW_MS:/],
    [{ INVITE_RATE_LIMIT_MEMBER_MAX: '0' }, /INVITE_RATE_LIMIT_MEMBER_MAX:/],
  ])('refuses %o at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe.each(['memory', 'redis', 'postgres'] as const)('the %s store', (kind) => {
  const env: Record<string, string> = kind === 'redis' ? { REDIS_URL } : { RATE_LIMIT_STORE: kind };

  it('counts before the action, gives back, forgets, and marks', async () => {
    let fallbacks = 0;
    const store = await open(env, database.handle, recordingLog().log, () => fallbacks++);
    expect(store.kind).toBe(kind);
    const limiter = store.limiter({ name: 'unit', points: 2, windowMs: 60_000 });
    expect(await limiter.take('k')).toEqual({ allowed: true });
    expect(await limiter.take('k')).toEqual({ allowed: true });
    const refused = await limiter.take('k');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    await limiter.reset('k');
    expect((await limiter.take('k')).allowed).toBe(true);
    await limiter.giveBack('k');
    expect(allowedCount([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')])).toBe(2);

    const long = `${'x'.repeat(300)}@example.com`;
    expect(await limiter.has(long)).toBe(false);
    await limiter.mark(long, 60);
    expect(await limiter.has(long)).toBe(true);
    // A store that answered every call: up, and nothing counted in memory instead.
    expect(store.isUp()).toBe(true);
    expect(fallbacks).toBe(0);
  });

  it('lets exactly the limit through of 100 concurrent takes', async () => {
    const limiter = (await open(env)).limiter({ name: 'burst', points: 10, windowMs: 60_000 });
    expect(allowedCount(await Promise.all(Array.from({ length: 100 }, () => limiter.take('same'))))).toBe(10);
  });

  if (kind !== 'memory') {
    it('shares its counts between two processes', async () => {
      const config = settings(env);
      const [a, b] = await Promise.all([1, 2].map(() => createLimitStore({ config, database: database.handle, log: recordingLog().log })));
      stores.push(a!, b!);
      const [first, second] = [a!, b!].map((s) => s.limiter({ name: 'shared', points: 10, windowMs: 60_000 }));
      const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? first! : second!).take('one-key')));
      expect(allowedCount(verdicts)).toBe(10);
    });
  }
});

describe('a store that does not answer', () => {
  it('Redis: starts, warns, and counts in memory instead of failing requests', async () => {
    const { log, warnings } = recordingLog();
    let fallbacks = 0;
    const store = await open({ REDIS_URL: 'redis://127.0.0.1:1' }, database.handle, log, () => fallbacks++);
    expect(store.kind).toBe('redis');
    expect(warnings.join('\n')).toMatch(/Redis is unreachable/);
    const limiter = store.limiter({ name: 'insured', points: 3, windowMs: 60_000 });
    expect(allowedCount(await Promise.all(Array.from({ length: 10 }, () => limiter.take('k'))))).toBe(3);
    await limiter.giveBack('k');
    await limiter.mark('m', 60);
    expect(await limiter.has('m')).toBe(true);
    // Down, and each of the 13 calls above was counted in memory instead.
    expect(store.isUp()).toBe(false);
    expect(fallbacks).toBe(13);
  });

  it('PostgreSQL: starts, warns, and counts in memory instead of failing requests', async () => {
    const { log, warnings } = recordingLog();
    let fallbacks = 0;
    const broken = { ...database.handle, db: { execute: async () => Promise.reject(new Error('connection refused')) } } as unknown as DatabaseHandle;
    const store = await open({ RATE_LIMIT_STORE: 'postgres' }, broken, log, () => fallbacks++);
    expect(warnings.join('\n')).toMatch(/PostgreSQL store failed/);
    const limiter = store.limiter({ name: 'insured', points: 3, windowMs: 60_000 });
    expect(allowedCount(await Promise.all(Array.from({ length: 10 }, () => limiter.take('k'))))).toBe(3);
    expect(store.isUp()).toBe(false);
    expect(fallbacks).toBe(10);
  });
});
