import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isRemovedUserReference } from './db/errors';
import { invalidInputSqlState } from './db/input-errors';
import { AppError, codeForStatus, errorBody } from './errors';
import { registerInputChecks } from './http/input-checks';
import { StorageError } from './storage/storage-errors';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNSTORABLE_MESSAGE = 'A value in the request is not valid (too long, out of range or of the wrong kind).';
const BAD_KEY_MESSAGE = 'This is not a valid file address.';
export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Please try again in a moment.';
export const STORAGE_UNAVAILABLE_MESSAGE = 'Files cannot be reached right now. Please try again in a moment.';
export const MEMBERSHIP_ENDED_MESSAGE = 'You are no longer a member of this account. Please sign in again.';
/** Storage failures that are the store's (out of retries, refused credentials, full), not the request's. */
const STORE_FAILURES = new Set<StorageError['kind']>(['retry-limit-exceeded', 'unauthenticated', 'unauthorized', 'quota-exceeded']);

/**
 * The one place an error other than AppError gets a client-facing meaning: a database that cannot be reached
 * right now (refused, cut, restarting: lib/db/errors.ts) or a file store that fails is UNAVAILABLE, 503 and
 * worth retrying, never a 500.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
  // The caller was removed from their account while this write was in flight: refused as their next call is.
  if (isRemovedUserReference(error)) return new AppError('UNAUTHENTICATED', MEMBERSHIP_ENDED_MESSAGE);
  if (error instanceof StorageError && STORE_FAILURES.has(error.kind)) return new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
  return null;
}

/** The rule's message as the user reads it, and the failing field apart from it (for API clients). */
function describeValidation(error: FastifyError): { message: string; field?: string } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const first = error.validation[0];
  if (!first) return { message: 'The request is not valid.' };
  const field = [error.validationContext, first.instancePath.replace(/^\//, '').replaceAll('/', '.')]
    .filter(Boolean)
    .join('.');
  return { message: first.message ?? 'The request is not valid.', field: field || undefined };
}

/** A dependency's error in a few fields: its name, message and codes, not its request (which may hold credentials). */
function describeCause(cause: unknown): Record<string, unknown> {
  if (!(cause instanceof Error)) return { message: String(cause) };
  const { type, code, statusCode } = cause as Error & { type?: unknown; code?: unknown; statusCode?: unknown };
  return { name: cause.name, message: cause.message, type, code, statusCode };
}

/**
 * One error format for every failure: { error: { code, message } }, never a stack trace. Called before the
 * routes are registered, it also installs the edge checks (lib/http/input-checks.ts) every route inherits.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  registerInputChecks(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.code === 'UNAUTHENTICATED') request.log.info('the caller was removed from their account during the request');
      else if (known !== error) request.log.warn({ err: error }, 'a dependency is unavailable');
      else if (known.statusCode >= 500 && known.cause) request.log.warn({ cause: describeCause(known.cause) }, 'a dependency failed');
      return reply.status(known.statusCode).send(errorBody(known.code, known.message));
    }
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return reply.status(400).send(errorBody('BAD_REQUEST', message, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(codeForStatus(status), error.message));
    }
    // Safety nets for input that got past the schemas: a value the database refuses, a malformed storage key.
    const sqlState = invalidInputSqlState(error);
    if (sqlState) {
      request.log.warn({ sqlState }, 'the database refused a value of the request (a schema rule is missing)');
      return reply.status(400).send(errorBody('BAD_REQUEST', UNSTORABLE_MESSAGE));
    }
    if (error instanceof StorageError && error.kind === 'invalid-address') {
      return reply.status(400).send(errorBody('BAD_REQUEST', BAD_KEY_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  });
}
