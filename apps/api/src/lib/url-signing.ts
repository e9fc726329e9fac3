import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Signed addresses for things a browser loads without its bearer token (images, downloads, the embedded
 * document page): the signature covers the path and the expiry time.
 *
 * Stable: the expiry is rounded up to the end of the current window (as long as the TTL, at most an hour), plus
 * the TTL, so an address stays valid at least `ttlSeconds` (at most twice that, or an hour plus it) and is the
 * same for everyone during the window: answers that carry it can have an ETag, and browsers reuse the images.
 */
const mac = (secret: string, path: string, expires: number) => createHmac('sha256', secret).update(`${path}\n${expires}`).digest();

/**
 * The first 128 bits of the HMAC: as unforgeable as anyone can try online, and 21 characters shorter than the
 * whole tag. A list of 500 avatars carries a thousand of these, and signatures do not compress.
 */
const SIGNATURE_BYTES = 16;
const SIGNATURE_LENGTH = Math.ceil((SIGNATURE_BYTES * 4) / 3); // base64url without padding
const sign = (secret: string, path: string, expires: number) => mac(secret, path, expires).subarray(0, SIGNATURE_BYTES).toString('base64url');

/** The longest window during which an address does not change. */
export const SIGNING_WINDOW_SECONDS = 60 * 60;

/** The expiry (seconds since the epoch) every address signed now with this TTL carries. */
export function windowExpiry(ttlSeconds: number, now = Date.now()): number {
  const window = Math.max(1, Math.min(SIGNING_WINDOW_SECONDS, ttlSeconds));
  return Math.ceil(now / 1000 / window) * window + ttlSeconds;
}

const signedQuery = (secret: string, subject: string, expires: number) =>
  new URLSearchParams({ expires: String(expires), signature: sign(secret, subject, expires) }).toString();
const signedAddress = (secret: string, path: string, expires: number) => `${path}?${signedQuery(secret, path, expires)}`;

export function signPath(secret: string, path: string, ttlSeconds: number, now = Date.now()): string {
  return signedAddress(secret, path, windowExpiry(ttlSeconds, now));
}

/** How many signed addresses a signer keeps (a few libraries' portraits and documents). */
const CACHED_ADDRESSES = 50_000;

/**
 * signPath with memory: each path is signed once per window (one HMAC per avatar per hour, not per request).
 * One signer per secret; the cache forgets an address when its window has passed.
 */
export function createPathSigner(secret: string) {
  const cache = new LRUCache<string, { expires: number; url: string }>({ max: CACHED_ADDRESSES });
  return (path: string, ttlSeconds: number, now = Date.now()): string => {
    const expires = windowExpiry(ttlSeconds, now);
    const key = `${ttlSeconds}:${path}`;
    const hit = cache.get(key);
    if (hit?.expires === expires) return hit.url;
    const url = signedAddress(secret, path, expires);
    cache.set(key, { expires, url });
    return url;
  };
}
export type PathSigner = ReturnType<typeof createPathSigner>;

/**
 * Addresses by a short key (an avatar's portrait or document id), each made once per signing window and then
 * looked up: no path building, key check or signature per avatar per request.
 */
export function createAddressCache(ttlSeconds: number, make: (key: string, now: number) => string, max = CACHED_ADDRESSES) {
  const cache = new LRUCache<string, { expires: number; url: string }>({ max });
  return (key: string, now = Date.now()): string => {
    const expires = windowExpiry(ttlSeconds, now);
    const hit = cache.get(key);
    if (hit?.expires === expires) return hit.url;
    const url = make(key, now);
    cache.set(key, { expires, url });
    return url;
  };
}

/**
 * The query (`expires=…&signature=…`) that authorises every address of one scope (an account's files, say) for the
 * window, made once per scope per window. A scope never starts with '/', so its signature is never a path's. An
 * answer listing many addresses of one scope repeats one query, which compresses to nothing; signatures per path
 * do not compress at all. Verify with verifySignedPath(secret, scope, …).
 */
export function createScopeSigner(secret: string, ttlSeconds: number) {
  return createAddressCache(ttlSeconds, (scope, now) => {
    if (scope.startsWith('/')) throw new Error(`A scope is not a path: ${scope}`);
    return signedQuery(secret, scope, windowExpiry(ttlSeconds, now));
  });
}

/** Whether `signature` signs the path (or scope) with this expiry, and the expiry has not passed. */
export function verifySignedPath(secret: string, path: string, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const tag = mac(secret, path, expires);
  // Addresses handed out before signatures were shortened carry the whole tag; they expire within two windows.
  const expected = Buffer.from((signature.length > SIGNATURE_LENGTH ? tag : tag.subarray(0, SIGNATURE_BYTES)).toString('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
