import { endpointPath, endpointUrl, endpoints } from '@persona/shared';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, redactUrl, requestText, serializeError } from './logger';

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

describe('requestText', () => {
  it('shows control, line-breaking and direction-changing characters as \\uXXXX text', () => {
    expect(requestText('a\u001b[31mb\r\nc\u0000d\u2028e\u202ef\u2066g\u007f')).toBe('a\\u001b[31mb\\u000d\\u000ac\\u0000d\\u2028e\\u202ef\\u2066g\\u007f');
    expect(requestText('plain text, "quoted", ünïcödé 😀')).toBe('plain text, "quoted", ünïcödé 😀');
  });

  it('keeps at most the given length and says how long the text was', () => {
    expect(requestText('x'.repeat(1000), 10)).toBe('xxxxxxxxxx… (1000 characters)');
    expect(requestText('x'.repeat(300))).toBe('x'.repeat(300));
    expect(requestText('x'.repeat(301))).toBe(`${'x'.repeat(300)}… (301 characters)`);
  });

  it('writes other values as JSON, and survives what JSON cannot write', () => {
    expect(requestText([{ url: 'https://a.example/\n' }])).toBe('[{"url":"https://a.example/\\n"}]');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(requestText(loop)).toBe('[object Object]');
    expect(requestText(undefined)).toBe('undefined');
  });

  it('is how the request serializer writes the address', () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: 'test' }));
    const serializers = typeof options === 'object' && options !== null && 'serializers' in options ? options.serializers : undefined;
    const req = serializers?.req as (request: { method: string; url: string; ip: string }) => { url: string };
    expect(req({ method: 'GET', url: `/x?token=abc&q=\u001b${'y'.repeat(2000)}`, ip: '127.0.0.1' }).url).toMatch(/^\/x\?token=\[redacted\]&q=\\u001byyy.*… \(\d+ characters\)$/);
  });
});
