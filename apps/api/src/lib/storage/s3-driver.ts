import { isRetryableStatus, KIND_BY_STATUS, StorageError } from './storage-errors';
import type { StorageDriver } from './storage';
import { RetryableError, withRetries, type RetryOptions } from './retry';
import { LRUCache } from 'lru-cache';
import { SIGNING_WINDOW_SECONDS, windowExpiry } from '../url-signing';
import { presignGet, signHeaders, type S3Credentials } from './sigv4';

export interface S3Options extends S3Credentials {
  endpoint: string;
  bucket: string;
  /** Retry budgets (spec: 120000 ms for operations, 600000 ms for uploads). */
  operationBudgetMs: number;
  uploadBudgetMs: number;
  retry?: Omit<RetryOptions, 'budgetMs'>;
}

/** S3-compatible storage over plain HTTPS (path-style addresses), with the spec's error kinds and retries. */
export function createS3Driver(options: S3Options): StorageDriver {
  const urlOf = (key: string) => new URL(`${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`);
  // Presigned once per signing window: dated at the window's start, valid until the window's end plus the TTL.
  const presigned = new LRUCache<string, { expires: number; url: string }>({ max: 50_000 });
  function stablePresign(key: string, ttlSeconds: number, now = Date.now()): string {
    const expires = windowExpiry(ttlSeconds, now);
    const cacheKey = `${ttlSeconds}:${key}`;
    const hit = presigned.get(cacheKey);
    if (hit?.expires === expires) return hit.url;
    const start = expires - ttlSeconds - Math.max(1, Math.min(SIGNING_WINDOW_SECONDS, ttlSeconds));
    const url = presignGet(options, urlOf(key), expires - start, new Date(start * 1000));
    presigned.set(cacheKey, { expires, url });
    return url;
  }

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, budgetMs: number, body?: Uint8Array, contentType?: string) {
    return withRetries(async () => {
      const url = urlOf(key);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          body,
          headers: { ...signHeaders(options, method, url, body), ...(contentType ? { 'content-type': contentType } : {}) },
        });
      } catch (error) {
        throw new RetryableError(`network: ${(error as Error).message}`);
      }
      if (response.ok) return response;
      await response.body?.cancel();
      if (isRetryableStatus(response.status)) throw new RetryableError(`HTTP ${response.status}`);
      throw new StorageError(KIND_BY_STATUS[response.status] ?? 'invalid-address', `HTTP ${response.status} for ${key}`);
    }, { ...options.retry, budgetMs });
  }

  return {
    async put(key, data, contentType) {
      await send('PUT', key, options.uploadBudgetMs, data, contentType);
    },
    async get(key) {
      const response = await send('GET', key, options.operationBudgetMs);
      return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      await send('DELETE', key, options.operationBudgetMs);
    },
    signedUrl(key, ttlSeconds) {
      return stablePresign(key, ttlSeconds);
    },
    downloadsDirect: true,
  };
}
