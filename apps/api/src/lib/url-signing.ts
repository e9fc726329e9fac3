import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses for things a browser loads without its bearer token (images, downloads,
 * the embedded document page): the signature covers the path and the expiry time.
 */
const sign = (secret: string, path: string, expires: number) => createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');

export function signPath(secret: string, path: string, ttlSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${path}?${new URLSearchParams({ expires: String(expires), signature: sign(secret, path, expires) })}`;
}

export function verifySignedPath(secret: string, path: string, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, path, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
