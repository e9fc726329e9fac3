import { endpoints } from '@persona/shared';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StorageDriver } from './storage';
import { createPathSigner } from '../url-signing';
import { StorageError } from './storage-errors';

/** Where the local driver's signed downloads are served (the files endpoint's path without its wildcard). */
export const FILES_ROUTE = endpoints.downloadFile.path.replace(/\/\*$/, '');

/** Files under DATA_DIR/storage; downloads are served by the API at signed, expiring (same-origin) addresses. */
export function createLocalDriver(root: string, secret: string): StorageDriver {
  const pathOf = (key: string) => join(root, key);
  const typeOf = (key: string) => `${pathOf(key)}.content-type`;
  const signPath = createPathSigner(secret);
  return {
    async put(key, data, contentType) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), data);
      await writeFile(typeOf(key), contentType);
    },
    async get(key) {
      try {
        const [data, contentType] = await Promise.all([readFile(pathOf(key)), readFile(typeOf(key), 'utf8')]);
        return { data, contentType };
      } catch {
        throw new StorageError('object-not-found', key);
      }
    },
    async stream(key) {
      try {
        await stat(pathOf(key));
      } catch {
        throw new StorageError('object-not-found', key);
      }
      return createReadStream(pathOf(key));
    },
    async delete(key) {
      await Promise.all([rm(pathOf(key), { force: true }), rm(typeOf(key), { force: true })]);
    },
    async signedUrl(key, ttlSeconds) {
      return signPath(`${FILES_ROUTE}/${key}`, ttlSeconds);
    },
    downloadsDirect: false,
  };
}
