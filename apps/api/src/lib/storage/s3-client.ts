import type { S3Client } from '@aws-sdk/client-s3';
import { budgetRetryStrategy, type RetryOptions } from './retry';
import { isRetryableFailure } from './s3-errors';
import type { S3Sdk } from './s3-sdk';

export interface S3Connection {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The connect limit fetch (undici) gave the hand-written client; an answer may pause as long as undici let it. */
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 300_000;

/** The SDK says nothing: the app logs storage failures itself, as StorageErrors that carry no request. */
const silent = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/**
 * A client whose every call (attempts and retries) has `retry.budgetMs`: one attempt may not outlast it either.
 * Path-style addresses (https://endpoint/bucket/key); the S3_* settings, not AWS_* variables or files, decide the
 * endpoint, region and credentials; checksums only where S3 requires them, as S3-compatible stores do not all
 * accept the SDK's default ones.
 */
export function createS3Client(sdk: S3Sdk, connection: S3Connection, retry: RetryOptions): S3Client {
  return new sdk.S3Client({
    endpoint: connection.endpoint,
    region: connection.region,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
    forcePathStyle: true,
    useFipsEndpoint: false,
    useDualstackEndpoint: false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: new sdk.NodeHttpHandler({
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_TIMEOUT_MS,
      requestTimeout: retry.budgetMs,
      throwOnRequestTimeout: true,
      logger: silent,
    }),
    retryStrategy: budgetRetryStrategy(isRetryableFailure, retry),
    logger: silent,
  });
}
