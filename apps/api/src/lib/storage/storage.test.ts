import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, endpoints } from '@persona/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3';
import { createStorage, type StorageDriver } from './index';
import { verifySignedPath } from '../url-signing';
import { createS3Driver } from './s3-driver';
import { StorageError } from './storage-errors';

const bytes = new TextEncoder().encode('hello brief');
let dir: string;
let s3: FakeS3;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

const kindOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StorageError);
  return (error as StorageError).kind;
};

const local = () => createStorage(loadConfig({ DATA_DIR: dir, APP_URL: 'http://portal.test' }), 'secret-secret-secret-secret-secret');
const s3Storage = () =>
  createStorage(
    loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret' }),
    'unused',
  );

describe.each([['local disk', local], ['S3-compatible', s3Storage]])('storage on %s', (_name, make) => {
  let storage: StorageDriver;
  beforeEach(() => {
    storage = make();
  });

  it('stores, reads and deletes an object', async () => {
    await storage.put('blueprint-uploads/acc-1/brief.txt', bytes, 'text/plain');
    const object = await storage.get('blueprint-uploads/acc-1/brief.txt');
    expect(object.data.toString()).toBe('hello brief');
    expect(object.contentType).toBe('text/plain');
    await storage.delete('blueprint-uploads/acc-1/brief.txt');
    expect(await kindOf(storage.get('blueprint-uploads/acc-1/brief.txt'))).toBe('object-not-found');
  });

  it.each(['../etc/passwd', '/abs/x.txt', 'a//b.txt', 'a/../b.txt', '', 'a/b c.txt'])('rejects the invalid address %j', async (key) => {
    expect(await kindOf(storage.put(key, bytes, 'text/plain'))).toBe('invalid-address');
  });

  it('rejects an upload at the root and an invalid data format', async () => {
    expect(await kindOf(storage.put('brief.txt', bytes, 'text/plain'))).toBe('invalid-address');
    expect(await kindOf(storage.put('a/empty.txt', new Uint8Array(), 'text/plain'))).toBe('invalid-format');
    expect(await kindOf(storage.put('a/text.txt', 'not bytes' as unknown as Uint8Array, 'text/plain'))).toBe('invalid-format');
  });

  it('gives a signed download address', async () => {
    await storage.put('avatars/p1.jpg', bytes, 'image/jpeg');
    const url = await storage.signedUrl('avatars/p1.jpg', 60);
    expect(url).toMatch(/(signature=|X-Amz-Signature=)/);
  });
});

describe('S3 driver errors and retries', () => {
  const driver = (budgetMs = 2_000) =>
    createS3Driver({ endpoint: s3.endpoint, bucket: 'portal', ...s3.credentials, operationBudgetMs: budgetMs, uploadBudgetMs: budgetMs, retry: { baseDelayMs: 5, maxDelayMs: 20 } });

  it.each([
    [401, 'unauthenticated'],
    [402, 'quota-exceeded'],
    [403, 'unauthorized'],
    [404, 'object-not-found'],
  ])('maps %i to %s without retrying', async (status, kind) => {
    s3.failNext(status);
    const before = s3.requests;
    expect(await kindOf(driver().get('a/x.txt'))).toBe(kind);
    expect(s3.requests - before).toBe(1);
  });

  it.each([500, 503, 408, 429])('retries %i and then succeeds', async (status) => {
    await driver().put('a/retry.txt', bytes, 'text/plain');
    s3.failNext(status, 2);
    const before = s3.requests;
    expect((await driver().get('a/retry.txt')).data.toString()).toBe('hello brief');
    expect(s3.requests - before).toBe(3);
  });

  it('ends in retry limit exceeded when the budget runs out', async () => {
    s3.failNext(503, 1_000);
    const started = Date.now();
    expect(await kindOf(driver(150).get('a/x.txt'))).toBe('retry-limit-exceeded');
    expect(Date.now() - started).toBeLessThan(1_000);
    s3.clearFailures();
  });

  it('ends an attempt the store never answers within the budget', async () => {
    s3.stallNext(1_000);
    const started = Date.now();
    expect(await kindOf(driver(300).get('a/x.txt'))).toBe('retry-limit-exceeded');
    expect(Date.now() - started).toBeLessThan(2_000);
    s3.clearFailures();
  });

  it('keeps credentials and the store\'s answer out of its errors (they are logged)', async () => {
    for (const fail of [() => s3.failNext(403), () => s3.failNext(503, 1_000)]) {
      fail();
      const error = (await driver(100).get('a/x.txt').catch((e: unknown) => e)) as StorageError;
      s3.clearFailures();
      expect(error).toBeInstanceOf(StorageError);
      expect(error.cause).toBeUndefined();
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(/test-secret|test-key|Signature/);
    }
  });

  it('refuses a wrong secret as unauthorized', async () => {
    const wrong = createS3Driver({ endpoint: s3.endpoint, bucket: 'portal', ...s3.credentials, secretAccessKey: 'nope', operationBudgetMs: 100, uploadBudgetMs: 100 });
    expect(await kindOf(wrong.get('a/x.txt'))).toBe('unauthorized');
  });

  it('serves a presigned download to a plain GET', async () => {
    await driver().put('avatars/signed.jpg', bytes, 'image/jpeg');
    const res = await fetch(await driver().signedUrl('avatars/signed.jpg', 60));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello brief');
  });

  it('uses the spec limits by default', () => {
    const config = loadConfig({});
    expect([config.STORAGE_OPERATION_RETRY_MS, config.STORAGE_UPLOAD_RETRY_MS]).toEqual([120_000, 600_000]);
  });
});

describe('local download signatures', () => {
  it('accept only the right key before expiry', async () => {
    const query = new URL(await local().signedUrl('a/b.txt', 60), 'http://portal.test').searchParams;
    const [expires, signature] = [Number(query.get('expires')), query.get('signature')!];
    const secret = 'secret-secret-secret-secret-secret';
    const download = (key: string) => endpointPath(endpoints.downloadFile, { '*': key });
    expect(verifySignedPath(secret, download('a/b.txt'), expires, signature)).toBe(true);
    expect(verifySignedPath(secret, download('a/c.txt'), expires, signature)).toBe(false);
    expect(verifySignedPath(secret, download('a/b.txt'), expires, signature, (expires + 1) * 1000)).toBe(false);
  });
});

describe('configuration', () => {
  it('names the missing S3 variables when STORAGE_DRIVER=s3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT: is required/);
  });
});
