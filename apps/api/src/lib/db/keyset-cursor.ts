import { AppError } from '../errors';

/**
 * A keyset page's cursor, opaque to clients: the last row's time as PostgreSQL prints it (`<column>::text`,
 * microseconds kept, so rows within one millisecond are never skipped) and its id, base64url JSON.
 */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

export function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && TIMESTAMP_TEXT.test(value[0]) && typeof value[1] === 'string') {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  throw new AppError('BAD_REQUEST', 'This page cursor is not valid; start again from the first page.');
}
