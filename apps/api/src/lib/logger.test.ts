import { endpointPath, endpointUrl, endpoints } from '@persona/shared';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, redactUrl, serializeError } from './logger';

const googleCallback = endpointPath(endpoints.providerCallback, { providerId: 'google' });
const invitation = endpointPath(endpoints.getInvitation, { token: '3f1c-uuid' });

describe('redactUrl', () => {
  it.each([
    ['/reset?token=abc123', '/reset?token=[redacted]'],
    [endpointUrl(endpoints.providerCallback, { params: { providerId: 'google' }, query: { code: 'xyz', state: 's1' } }), `${googleCallback}?code=[redacted]&state=[redacted]`],
    ['/invite/acc-1/3f1c-uuid', '/invite/acc-1/[redacted]'],
    [invitation, invitation.replace('3f1c-uuid', '[redacted]')],
    ['/orders?page=2', '/orders?page=2'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  // What Drizzle throws for a failed query: the SQL, its parameter values in the message and `params`, and the
  // driver's error (PostgreSQL's detail and where name values too).
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(ann@example.com) already exists.',
    where: "unnamed portal parameter $1 = 'ann@example.com'",
    params: ['ann@example.com', 'password-hash'],
  });
  const error = new DrizzleQueryError('insert into "users" ("email", "hash") values ($1, $2)', ['ann@example.com', 'password-hash'], driverError);

  it('logs the query and the SQLSTATE, never the parameter values', () => {
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('password-hash');
    expect(logged.message).toBe('Failed query: insert into "users" ("email", "hash") values ($1, $2)\nparams: [redacted]');
    expect(logged.stack).toContain('params: [redacted]');
    expect(logged.cause).toMatchObject({ code: '23505', detail: '[redacted]', where: '[redacted]', params: '[redacted]' });
  });

  it('keeps every other error as pino would (type, message, stack, own fields)', () => {
    const logged = serializeError(Object.assign(new TypeError('boom'), { statusCode: 500 }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 500 });
    expect(logged.stack).toContain('boom');
  });

  it('is the serializer of the server logger', () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: 'test' }));
    expect(typeof options === 'object' && options !== null && 'serializers' in options && options.serializers?.err).toBe(serializeError);
  });
});
