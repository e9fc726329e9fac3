import { isRetryableStatus, KIND_BY_STATUS, StorageError } from './storage-errors';

/** The status of the store's answer, or undefined when there was none (refused, reset, timed out). */
const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/** A failure worth another try: no answer at all, or a 5xx, 408 or 429 answer. */
export function isRetryableFailure(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || isRetryableStatus(status);
}

/**
 * The SDK's failure as a storage error kind. A retryable failure reaching here means the budget ran out. The
 * detail is a status or a network message only: the SDK's error carries the store's answer, kept out of logs.
 */
export function toStorageError(error: unknown, key: string): StorageError {
  const status = statusOf(error);
  if (status === undefined) return new StorageError('retry-limit-exceeded', `network: ${error instanceof Error ? error.message : String(error)}`);
  if (isRetryableStatus(status)) return new StorageError('retry-limit-exceeded', `HTTP ${status}`);
  return new StorageError(KIND_BY_STATUS[status] ?? 'invalid-address', `HTTP ${status} for ${key}`);
}
