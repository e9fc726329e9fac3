import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@persona/shared';

/** A failure the client should see: its code picks the HTTP status, its message is shown to the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** What failed underneath (a dependency's error): logged for 5xx answers, never sent. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const errorBody = (code: ErrorCode | string, message: string, field?: string): ErrorBody => ({
  error: field ? { code, message, field } : { code, message },
});

// The transport codes come first in ERROR_STATUS: a bare status maps to its transport code, never a domain one.
const CODE_BY_STATUS = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS)) if (!CODE_BY_STATUS.has(status)) CODE_BY_STATUS.set(status, code as ErrorCode);

/** The error code for a status set by Fastify or a plugin; unknown 4xx become BAD_REQUEST. */
export const codeForStatus = (status: number): ErrorCode =>
  CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
