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

  it('expires entries after its time to live', async () => {
    const cache = new IdentityCache({ ttlMs: 30, max: 100 });
    const looked = lookups();
    await cache.get('t1', looked.load(null));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.get('t1', looked.load(null));
    expect(looked.count()).toBe(2);
  });
});
