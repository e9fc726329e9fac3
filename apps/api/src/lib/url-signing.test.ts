import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAddressCache, createPathSigner, createScopeSigner, signPath, verifySignedPath, windowExpiry } from './url-signing';

const secret = 'secret-secret-secret-secret-secret';
const HOUR = 3600_000;
const expiresOf = (url: string) => Number(new URL(url, 'http://portal.test').searchParams.get('expires'));
const signatureOf = (url: string) => new URL(url, 'http://portal.test').searchParams.get('signature')!;

describe('stable signed addresses', () => {
  it('are the same during a window and valid at least the TTL', () => {
    const start = Date.parse('2026-05-01T12:00:00.000Z');
    for (const offset of [1, 60_000, HOUR - 1]) {
      expect(signPath(secret, '/a', 3600, start + offset)).toBe(signPath(secret, '/a', 3600, start + 1));
      expect(expiresOf(signPath(secret, '/a', 3600, start + offset)) * 1000 - (start + offset)).toBeGreaterThanOrEqual(HOUR);
    }
    expect(signPath(secret, '/a', 3600, start + HOUR + 1)).not.toBe(signPath(secret, '/a', 3600, start + 1));
  });

  it('keep short TTLs short: a window no longer than the TTL', () => {
    const now = Date.parse('2026-05-01T12:00:10.000Z');
    const expires = windowExpiry(60, now);
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(60_000);
    expect(expires * 1000 - now).toBeLessThanOrEqual(120_000);
  });

  it('come from a caching signer identical to signPath, and verify', () => {
    const signer = createPathSigner(secret);
    const now = Date.now();
    const url = signer('/api/files/a/b.jpg', 3600, now);
    expect(signer('/api/files/a/b.jpg', 3600, now)).toBe(url);
    expect(url).toBe(signPath(secret, '/api/files/a/b.jpg', 3600, now));
    expect(verifySignedPath(secret, '/api/files/a/b.jpg', expiresOf(url), signatureOf(url), now)).toBe(true);
    expect(verifySignedPath(secret, '/api/files/a/c.jpg', expiresOf(url), signatureOf(url), now)).toBe(false);
    expect(verifySignedPath(secret, '/api/files/a/b.jpg', expiresOf(url), signatureOf(url), (expiresOf(url) + 1) * 1000)).toBe(false);
    // The next window signs anew.
    expect(signer('/api/files/a/b.jpg', 3600, now + 2 * HOUR)).not.toBe(url);
  });

  it('carry 128 bits of the HMAC, and still accept the whole tag that older addresses carry', () => {
    const now = Date.now();
    const url = signPath(secret, '/a', 3600, now);
    const expires = expiresOf(url);
    const whole = createHmac('sha256', secret).update(`/a\n${expires}`).digest('base64url');
    expect(signatureOf(url)).toHaveLength(22);
    expect(signatureOf(url).slice(0, 21)).toBe(whole.slice(0, 21)); // the 22nd character holds the last 2 bits
    expect(verifySignedPath(secret, '/a', expires, whole, now)).toBe(true);
    expect(verifySignedPath(secret, '/a', expires, whole.slice(0, 21), now)).toBe(false);
    expect(verifySignedPath(secret, '/a', expires, `${whole.slice(0, 42)}${whole.endsWith('A') ? 'B' : 'A'}`, now)).toBe(false);
  });
});

describe('scope signatures', () => {
  const queryOf = (query: string) => new URLSearchParams(query);

  it('give one query per scope and window that verifies for that scope only', () => {
    const signer = createScopeSigner(secret, 3600);
    const now = Date.parse('2026-05-01T12:00:00.000Z') + 1;
    const query = queryOf(signer('account:a', now));
    const expires = Number(query.get('expires'));
    expect(signer('account:a', now + 60_000)).toBe(query.toString());
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(HOUR);
    expect(verifySignedPath(secret, 'account:a', expires, query.get('signature')!, now)).toBe(true);
    expect(verifySignedPath(secret, 'account:b', expires, query.get('signature')!, now)).toBe(false);
    expect(verifySignedPath(secret, 'account:a', expires + 1, query.get('signature')!, now)).toBe(false);
    expect(verifySignedPath(secret, 'account:a', expires, query.get('signature')!, (expires + 1) * 1000)).toBe(false);
    expect(signer('account:a', now + 2 * HOUR)).not.toBe(query.toString());
  });

  it('never sign a path: a scope signature could otherwise open that one address', () => {
    expect(() => createScopeSigner(secret, 3600)('/api/files/a.jpg')).toThrow(/not a path/);
  });
});

describe('the address cache', () => {
  it('makes each address once per window', () => {
    let made = 0;
    const addresses = createAddressCache(3600, (id) => `${id}#${++made}`);
    const now = Date.parse('2026-05-01T12:00:00.000Z') + 1;
    expect(addresses('a', now)).toBe('a#1');
    expect(addresses('a', now + 60_000)).toBe('a#1');
    expect(addresses('b', now)).toBe('b#2');
    expect(addresses('a', now + HOUR)).toBe('a#3');
  });
});
