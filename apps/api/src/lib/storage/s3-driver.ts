import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { RetryOptions } from './retry';
import { createPresignedUrls } from './presigned-urls';
import { createS3Client, type S3Connection } from './s3-client';
import { toStorageError } from './s3-errors';
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
  const operations = createS3Client(options, { ...options.retry, budgetMs: options.operationBudgetMs });
  const uploads = createS3Client(options, { ...options.retry, budgetMs: options.uploadBudgetMs });
  const presign = createPresignedUrls(operations, options.bucket);
  const object = (key: string) => ({ Bucket: options.bucket, Key: key });

  async function storeCall<T>(key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw toStorageError(error, key);
    }
  }

  return {
    async put(key, data, contentType) {
      await storeCall(key, () => uploads.send(new PutObjectCommand({ ...object(key), Body: data, ContentType: contentType })));
    },
    async get(key) {
      const output = await storeCall(key, () => operations.send(new GetObjectCommand(object(key))));
      const data = Buffer.from((await output.Body?.transformToByteArray()) ?? []);
      return { data, contentType: output.ContentType ?? 'application/octet-stream' };
    },
    async delete(key) {
      await storeCall(key, () => operations.send(new DeleteObjectCommand(object(key))));
    },
    signedUrl(key, ttlSeconds) {
      return presign(key, ttlSeconds);
    },
    downloadsDirect: true,
  };
}
