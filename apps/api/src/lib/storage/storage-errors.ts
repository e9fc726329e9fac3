/** The storage error kinds of the spec (section 8), plus an invalid data format. */
export const STORAGE_ERROR_KINDS = {
  'object-not-found': 'object not found',
  unauthenticated: 'unauthenticated',
  unauthorized: 'unauthorized',
  'quota-exceeded': 'quota exceeded',
  'invalid-address': 'invalid address',
  'invalid-format': 'invalid data format',
  'retry-limit-exceeded': 'retry limit exceeded',
} as const;

export type StorageErrorKind = keyof typeof STORAGE_ERROR_KINDS;

export class StorageError extends Error {
  constructor(
    readonly kind: StorageErrorKind,
    detail?: string,
  ) {
    super(detail ? `${STORAGE_ERROR_KINDS[kind]}: ${detail}` : STORAGE_ERROR_KINDS[kind]);
    this.name = 'StorageError';
  }
}

/** Statuses with a fixed meaning (spec: 401, 402, 403 and 404). */
export const KIND_BY_STATUS: Record<number, StorageErrorKind> = {
  401: 'unauthenticated',
  402: 'quota-exceeded',
  403: 'unauthorized',
  404: 'object-not-found',
};

/** Statuses worth another try (spec: 5xx, 408 and 429). */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 408 || status === 429;
