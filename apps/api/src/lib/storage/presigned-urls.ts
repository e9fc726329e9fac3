import type { S3Client } from '@aws-sdk/client-s3';
import { LRUCache } from 'lru-cache';
import { SIGNING_WINDOW_SECONDS, windowExpiry } from '../url-signing';
import type { S3Sdk } from './s3-sdk';

/**
 * Presigned GET addresses, each signed once per signing window (lib/url-signing.ts): dated at the window's start,
 * valid until the window's end plus the TTL, so everyone gets the same address during the window.
 */
export function createPresignedUrls(sdk: S3Sdk, client: S3Client, bucket: string) {
  const cache = new LRUCache<string, { expires: number; url: Promise<string> }>({ max: 50_000 });
  return (key: string, ttlSeconds: number, now = Date.now()): Promise<string> => {
    const expires = windowExpiry(ttlSeconds, now);
    const cacheKey = `${ttlSeconds}:${key}`;
    const hit = cache.get(cacheKey);
    if (hit?.expires === expires) return hit.url;
    const start = expires - ttlSeconds - Math.max(1, Math.min(SIGNING_WINDOW_SECONDS, ttlSeconds));
    const url = sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), {
      expiresIn: expires - start,
      signingDate: new Date(start * 1000),
    });
    cache.set(cacheKey, { expires, url });
    url.catch(() => cache.delete(cacheKey));
    return url;
  };
}
