/** The error and the errors it wraps (Drizzle's `cause`, a connection attempt's AggregateError), outermost first. */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* errorChain(inner, depth + 1);
}

/** True for a unique-constraint violation (SQLSTATE 23505), whether or not Drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of errorChain(error)) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Socket errors of a connection that could not be made or was cut (Node's error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that is not there for us right now: class 08 (connection exception), 57P01 admin
 * shutdown (pg_ctl stop/restart -m fast), 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting
 * down), 53300 too many connections, 57014 a statement cancelled by the pool's statement_timeout.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and pg-pool say when a connection ended, timed out, or is no longer usable. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /is not queryable$/, // 'Client has encountered a connection error and is not queryable', 'Client was closed …'
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
  /^database ping timed out$/,
];

/**
 * True when the error means the database cannot be reached (refused, cut, shutting down, restarting), as opposed
 * to a query it refused: the request may succeed when retried in a moment. The error handler answers these with
 * 503 UNAVAILABLE, and the process treats them as survivable wherever they surface.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * True for a write that names a product User who was removed meanwhile (a foreign key to users.id, SQLSTATE 23503):
 * a member removed from their account while their request was in flight. Every such key is named
 * `<table>_<column>_users_id_fk` (Drizzle's naming).
 */
export function isRemovedUserReference(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503' && typeof constraint === 'string' && constraint.endsWith('_users_id_fk')) return true;
  }
  return false;
}
