import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalDriver } from './local-driver';
import { createS3Driver } from './s3-driver';
import type { StorageDriver } from './storage';
import { assertValidData, assertValidKey } from './storage-keys';

export type { StorageDriver, StoredObject } from './storage';
export { StorageError } from './storage-errors';

/** The configured driver, behind checks every driver shares: valid addresses, no root uploads, real bytes. */
export function createStorage(config: Config, secret: string): StorageDriver {
  const driver =
    config.STORAGE_DRIVER === 's3'
      ? createS3Driver({
          endpoint: config.S3_ENDPOINT!,
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
          operationBudgetMs: config.STORAGE_OPERATION_RETRY_MS,
          uploadBudgetMs: config.STORAGE_UPLOAD_RETRY_MS,
        })
      : createLocalDriver(join(config.dataDir, 'storage'), secret);
  return {
    put: async (key, data, contentType) => {
      assertValidKey(key, { forUpload: true });
      assertValidData(data);
      await driver.put(key, data, contentType);
    },
    get: async (key) => {
      assertValidKey(key);
      return driver.get(key);
    },
    stream: async (key) => {
      assertValidKey(key);
      return driver.stream(key);
    },
    delete: async (key) => {
      assertValidKey(key);
      await driver.delete(key);
    },
    signedUrl: async (key, ttl) => {
      assertValidKey(key);
      return driver.signedUrl(key, ttl);
    },
    downloadsDirect: driver.downloadsDirect,
  };
}
