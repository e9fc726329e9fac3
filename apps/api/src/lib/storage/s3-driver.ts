import { Readable } from 'node:stream';
import type { RetryOptions } from './retry';
import { createPresignedUrls } from './presigned-urls';
import { createS3Client, type S3Connection } from './s3-client';
import { toStorageError } from './s3-errors';
import { loadS3Sdk } from './s3-sdk';
import type { StorageDriver } from './storage';

export interface S3Options extends S3Connection {
  bucket: string;
  /** Retry budgets (spec: 120000 ms for operations, 600000 ms for uploads). */
  operationBudgetMs: number;
  uploadBudgetMs: number;
  retry?: Omit<RetryOptions, 'budgetMs'>;
}

/** S3-compatible storage through the AWS SDK, with the spec's error kinds and retry budgets. */
export function createS3Driver(options: S3Options): StorageDriver {
  const store = loadS3Sdk().then((sdk) => {
    const operations = createS3Client(sdk, options, { ...options.retry, budgetMs: options.operationBudgetMs });
    const uploads = createS3Client(sdk, options, { ...options.retry, budgetMs: options.uploadBudgetMs });
    return { sdk, operations, uploads, presign: createPresignedUrls(sdk, operations, options.bucket) };
  });
  // Not an unhandled rejection at start: a failed load fails each call instead.
  store.catch(() => {});
  const object = (key: string) => ({ Bucket: options.bucket, Key: key });

  /** One call to the store, its failure as a storage error kind. */
  async function storeCall<T>(key: string, call: (s3: Awaited<typeof store>) => Promise<T>): Promise<T> {
    const s3 = await store;
    try {
      return await call(s3);
    } catch (error) {
      throw toStorageError(error, key);
    }
  }

  return {
    async put(key, data, contentType) {
      await storeCall(key, ({ sdk, uploads }) => uploads.send(new sdk.PutObjectCommand({ ...object(key), Body: data, ContentType: contentType })));
    },
    async get(key) {
      const output = await storeCall(key, ({ sdk, operations }) => operations.send(new sdk.GetObjectCommand(object(key))));
      const data = Buffer.from((await output.Body?.transformToByteArray()) ?? []);
      return { data, contentType: output.ContentType ?? 'application/octet-stream' };
    },
    async stream(key) {
      const output = await storeCall(key, ({ sdk, operations }) => operations.send(new sdk.GetObjectCommand(object(key))));
      // In Node the SDK's body is the response's own stream, read as it is consumed.
      return (output.Body as Readable | undefined) ?? Readable.from([]);
    },
    async delete(key) {
      await storeCall(key, ({ sdk, operations }) => operations.send(new sdk.DeleteObjectCommand(object(key))));
    },
    async signedUrl(key, ttlSeconds) {
      return (await store).presign(key, ttlSeconds);
    },
    downloadsDirect: true,
  };
}
