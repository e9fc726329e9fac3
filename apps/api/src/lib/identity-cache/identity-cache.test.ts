import { describe, expect, it } from 'vitest';
import type { Identity } from '../http/caller';
import { IdentityCache, tokenKey } from './identity-cache';

const identity = (id: string, accountId: string | null): Identity =>
  ({
    id,
    email: `${id}@example.com`,
    name: 'Test',
    lastname: 'User',
    user: accountId ? { id, accountId, isAdmin: false } : null,
    account: accountId ? { id: accountId, isActive: true, membership: null } : null,
  }) as Identity;

const cacheOf = () => new IdentityCache({ ttlMs: 60_000, max: 100 });
const lookups = () => {
  let count = 0;
  return { load: (value: Identity | null) => async () => (count++, value), count: () => count };
};
/** A lookup that answers (or fails) when the test says so. */
const held = () => {
  let calls = 0;
  let settle: { answer: (value: Identity | null) => void; fail: (err: Error) => void } | null = null;
  const load = () => (calls++, new Promise<Identity | null>((answer, fail) => (settle = { answer, fail })));
  return { load, calls: () => calls, answer: (value: Identity | null) => settle?.answer(value), fail: (err: Error) => settle?.fail(err) };
};
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets every settled promise's callbacks run (a background reload's store). */
const settled = () => new Promise((resolve) => setImmediate(resolve));
/** A background reload looks up on the event loop's next turn, after the request that found the entry. */
const nextTurn = () => later(0);

// Refresh-ahead: waits past half the time to live and still 500 ms short of its end; timers only ever fire late,
// so a busy machine cannot push a step below half, and would need to stall half a second to push it past the end.
const REFRESH_TTL_MS = 1_200;
const PAST_HALF_MS = 700;
const refreshingCache = (onReloadError?: (err: unknown) => void) => new IdentityCache({ ttlMs: REFRESH_TTL_MS, max: 100, onReloadError });
/** A cache holding t1's identity (user u1, account a1), now past half its time to live. */
const halfStale = async (onReloadError?: (err: unknown) => void) => {
  const cache = refreshingCache(onReloadError);
  await cache.get('t1', async () => identity('u1', 'a1'));
  await later(PAST_HALF_MS);
  return cache;
};

describe('IdentityCache', () => {
  it('keys entries by the SHA-256 of the token, never the token itself', async () => {
    const cache = cacheOf();
    const looked = lookups();
    await cache.get('secret-token', looked.load(identity('u1', 'a1')));
    await cache.get('secret-token', looked.load(identity('u1', 'a1')));
    expect(looked.count()).toBe(1);
    expect(tokenKey('secret-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenKey('secret-token')).not.toContain('secret');
    expect(JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries.keys()])).not.toContain('secret-token');
  });

  it('forgets every session of a user, or of an account, and nothing else', async () => {
    const cache = cacheOf();
    const looked = lookups();
    await cache.get('t1', looked.load(identity('u1', 'a1')));
    await cache.get('t2', looked.load(identity('u1', 'a1')));
    await cache.get('t3', looked.load(identity('u2', 'a1')));
    await cache.get('t4', looked.load(identity('u3', 'a2')));
    cache.clear({ userId: 'u1' });
    expect(cache.size).toBe(2);
    cache.clear({ accountId: 'a1' });
    expect(cache.size).toBe(1);
    cache.clear({ all: true });
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that a clear overtook', async () => {
    const cache = cacheOf();
    let release: (value: Identity) => void = () => undefined;
    const pending = cache.get('t1', () => new Promise<Identity>((resolve) => (release = resolve)));
    cache.clear({ accountId: 'a1' });
    release(identity('u1', 'a1'));
    await pending;
    expect(cache.size).toBe(0);
  });

  it('looks every call up while it is off', async () => {
    const cache = cacheOf();
    cache.enabled = false;
    const looked = lookups();
    await cache.get('t1', looked.load(identity('u1', 'a1')));
    await cache.get('t1', looked.load(identity('u1', 'a1')));
    expect(looked.count()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('looks an entry past its time to live up before answering, never serving it', async () => {
    const cache = new IdentityCache({ ttlMs: 30, max: 100 });
    const looked = lookups();
    await cache.get('t1', looked.load(identity('u1', 'a1')));
    await later(60);
    expect(await cache.get('t1', looked.load(identity('u1', 'a2')))).toEqual(identity('u1', 'a2'));
    expect(looked.count()).toBe(2);
  });

  it('answers a hit past half its time to live from the cache and reloads it once, in the background', async () => {
    const cache = await halfStale();
    const reload = held();
    expect(await cache.get('t1', reload.load)).toEqual(identity('u1', 'a1'));
    expect(await cache.get('t1', reload.load)).toEqual(identity('u1', 'a1'));
    expect(reload.calls()).toBe(0);
    await nextTurn();
    expect(reload.calls()).toBe(1);
    reload.answer(identity('u1', 'a2'));
    await settled();
    const looked = lookups();
    expect(await cache.get('t1', looked.load(null))).toEqual(identity('u1', 'a2'));
    expect(looked.count()).toBe(0);
    // The reloaded entry is indexed by its new account, no longer by the old one.
    cache.clear({ accountId: 'a1' });
    expect(cache.size).toBe(1);
    cache.clear({ accountId: 'a2' });
    expect(cache.size).toBe(0);
  });

  it('reloads an entry in use once it is refreshAfterMs old, when that is sooner than half its time to live', async () => {
    const cache = new IdentityCache({ ttlMs: REFRESH_TTL_MS, max: 100, refreshAfterMs: 100 });
    await cache.get('t1', async () => identity('u1', 'a1'));
    const early = lookups();
    expect(await cache.get('t1', early.load(identity('u1', 'a2')))).toEqual(identity('u1', 'a1'));
    await nextTurn();
    expect(early.count()).toBe(0);
    await later(300);
    const looked = lookups();
    expect(await cache.get('t1', looked.load(identity('u1', 'a2')))).toEqual(identity('u1', 'a1'));
    await nextTurn();
    await settled();
    expect(looked.count()).toBe(1);
    expect(await cache.get('t1', looked.load(null))).toEqual(identity('u1', 'a2'));
  });

  it('does not store a reload that a clear overtook', async () => {
    const cache = await halfStale();
    const reload = held();
    await cache.get('t1', reload.load);
    await nextTurn();
    cache.clear({ accountId: 'a1' });
    reload.answer(identity('u1', 'a1'));
    await settled();
    expect(reload.calls()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps serving an entry whose reload failed until its time to live, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const failures: unknown[] = [];
      const cache = await halfStale((err) => failures.push(err));
      const reload = held();
      expect(await cache.get('t1', reload.load)).toEqual(identity('u1', 'a1'));
      await nextTurn();
      reload.fail(new Error('database down'));
      await settled();
      expect(failures).toEqual([new Error('database down')]);
      expect(await cache.get('t1', async () => Promise.reject(new Error('still down')))).toEqual(identity('u1', 'a1'));
      await later(PAST_HALF_MS);
      const looked = lookups();
      expect(await cache.get('t1', looked.load(identity('u1', 'a2')))).toEqual(identity('u1', 'a2'));
      expect(looked.count()).toBe(1);
      expect(failures).toHaveLength(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
