import { errorBodySchema } from '@persona/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toAppError, UNAVAILABLE_MESSAGE } from '../error-handler';
import { AppError } from '../errors';
import { openDatabase } from './database';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as node-postgres builds it from the server's ErrorResponse. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** How Drizzle wraps a driver error, and better-auth wraps Drizzle's. */
const wrapped = (cause: unknown) => {
  const drizzle = Object.assign(new Error('Failed query: select 1'), { cause });
  return Object.assign(new Error('Failed to get session'), { statusCode: 500, cause: drizzle });
};

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['refused on every address tried', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], '')],
    ['pg_ctl stop/restart -m fast (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['a statement past the statement_timeout (57014)', serverError('57014', 'canceling statement due to statement timeout')],
    ['a crash of another backend (57P02)', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['shutting down (57P03)', serverError('57P03', 'the database system is shutting down')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a connection failure (08006)', serverError('08006', 'connection failure')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['no pool slot in time', new Error('timeout exceeded when trying to connect')],
    ['a health check with no answer', new Error('database ping timed out')],
    ['any of these wrapped by Drizzle and better-auth', wrapped(serverError('57P01', 'terminating connection due to administrator command'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a value the database refuses', wrapped(serverError('22P02', 'invalid input syntax for type uuid'))],
    ['a deadlock (the request may be retried, but it is not an outage)', serverError('40P01', 'deadlock detected')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refusal of ours', new AppError('CONFLICT', 'That name is taken.')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at a cause that refers back to itself', () => {
    const looped: { message: string; cause?: unknown } = { message: 'looped' };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });

  it('recognises what node-postgres and Drizzle really throw when nothing listens', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const client = new pg.Client({ connectionString: url });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const handle = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
    try {
      const viaDrizzle = await handle.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(viaDrizzle).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(viaDrizzle)).toBe(true);
      await expect(handle.ping()).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      await handle.close();
    }
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 through the wrapping', () => {
    expect(isUniqueViolation(wrapped(serverError('23505', 'duplicate key')))).toBe(true);
    expect(isUniqueViolation(wrapped(serverError('57P01', 'terminating')))).toBe(false);
  });
});

describe('toAppError (the error handler\'s one mapping)', () => {
  it('maps a database that cannot be reached to UNAVAILABLE (503), keeps AppErrors, and leaves anything else alone', () => {
    const unavailable = toAppError(wrapped(new Error('Connection terminated unexpectedly')));
    expect(unavailable).toBeInstanceOf(AppError);
    expect(unavailable).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE, statusCode: 503 });
    const refusal = new AppError('NAME_TAKEN', 'That name is taken.');
    expect(toAppError(refusal)).toBe(refusal);
    expect(toAppError(new Error('a bug'))).toBeNull();
  });
});

describe('a request while the database is unavailable', () => {
  let t: TestApp;
  const PROBE = '/api/__database_gone';
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.get(PROBE, async () => {
          throw wrapped(serverError('57P01', 'terminating connection due to administrator command'));
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 UNAVAILABLE in the one error format, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: PROBE });
    expect(res.statusCode).toBe(503);
    expect(errorBodySchema.strict().parse(res.json())).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } });
  });
});
