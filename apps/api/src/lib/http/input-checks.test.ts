import { API_PREFIX, endpoints, errorBodySchema, type EndpointDefinition } from '@persona/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { createCallers } from '../../test/auth-helpers';
import { bearer, call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../errors';
import { StorageError } from '../storage/storage-errors';
import { EMPTY_PARAM_MESSAGE, findInvalidText, INVALID_TEXT_MESSAGE, INVALID_UTF8_MESSAGE, jsonDepthExceeds, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './input-checks';

// Errors as Drizzle wraps the driver's: a query error (its message names the parameters) whose cause carries the SQLSTATE.
const dbError = (code: string) =>
  Object.assign(new Error('Failed query: insert into "companies" … params: secret'), { params: ['secret'], cause: Object.assign(new Error('refused'), { code }) });
const THROWN: [string, Error][] = [
  ['22P05 (untranslatable character)', dbError('22P05')],
  ['22021 (invalid byte sequence)', dbError('22021')],
  ['22P02 (invalid text representation)', dbError('22P02')],
  ['22001 (string too long)', dbError('22001')],
  ['22003 (number out of range)', dbError('22003')],
  ['54000 (index row too large)', dbError('54000')],
  ['an invalid storage address', new StorageError('invalid-address', 'a b')],
];
// A probe route outside the catalogue, on this file's app only: it throws the case named in its query.
const THROW = `${API_PREFIX}/__throw`;

const s = {} as { t: TestApp; callers: Callers };
beforeAll(async () => {
  s.t = await createTestApp({
    extend: (app) =>
      app.get(THROW, async (request) => {
        const found = THROWN.find(([label]) => label === (request.query as { case?: string }).case);
        throw found ? found[1] : new AppError('NOT_FOUND', 'no such case');
      }),
  });
  s.callers = await createCallers(s.t.app);
});
afterAll(() => s.t.close());

/** A 4xx in the one error format; returns its error. */
function expectRefused(res: LightMyRequestResponse, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  return errorBodySchema.parse(res.json()).error;
}

const postJson = (endpoint: EndpointDefinition, payload: string | Buffer, token?: string) =>
  s.t.app.inject({ method: endpoint.method, url: endpoint.path, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, payload });

const nested = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);

describe('text PostgreSQL cannot store never reaches it', () => {
  it('finds NUL characters and lone surrogates at any depth, keys included', () => {
    expect(findInvalidText({ a: ['ok', { b: 'x\u0000y' }] }, 'body')).toBe('body.a.1.b');
    expect(findInvalidText({ a: 'x\uD800' }, 'body')).toBe('body.a');
    expect(findInvalidText({ 'bad\u0000key': 1 }, 'body')).toBe('body');
    expect(findInvalidText({ a: '😀 ñ Ω', b: [1, null, true] }, 'body')).toBeNull();
  });

  it('answers a NUL byte in a path parameter with 400 (it was a 500: PostgreSQL refuses \\u0000 in text)', async () => {
    const error = expectRefused(await call(s.t.app, endpoints.getCompany, { params: { id: 'a\u0000b' }, token: s.callers.member.token }));
    expect(error).toEqual({ code: 'BAD_REQUEST', message: INVALID_TEXT_MESSAGE, field: 'params.id' });
    // An invitation token, looked up without a session.
    expect(expectRefused(await call(s.t.app, endpoints.getInvitation, { params: { token: '\u0000' } })).field).toBe('params.token');
  });

  it('answers a NUL byte in a JSON string with 400 (it was a 500)', async () => {
    const body = { accountId: s.callers.member.account.id, displayName: 'Acme\u0000' };
    const error = expectRefused(await call(s.t.app, endpoints.createCompany, { body, token: s.callers.member.token }));
    expect(error.field).toBe('body.displayName');
  });

  it('answers a NUL byte in a query string with 400', async () => {
    const res = await call(s.t.app, endpoints.signFileUrl, { query: { key: 'blueprint-uploads/a/b\u0000.pdf' }, token: s.callers.member.token });
    expect(expectRefused(res).field).toBe('querystring.key');
  });

  it('answers a lone surrogate (broken Unicode, as the \\ud800 escape) with 400', async () => {
    const payload = `{"accountId":"${s.callers.member.account.id}","displayName":"\\ud800"}`;
    expect(expectRefused(await postJson(endpoints.createCompany, payload, s.callers.member.token)).field).toBe('body.displayName');
  });

  it('answers a body that is not valid UTF-8 with 400', async () => {
    const payload = Buffer.concat([Buffer.from('{"displayName":"'), Buffer.from([0xc3, 0x28]), Buffer.from('","accountId":"x"}')]);
    expect(expectRefused(await postJson(endpoints.createCompany, payload, s.callers.member.token)).message).toBe(INVALID_UTF8_MESSAGE);
  });

  it('answers an empty path parameter with 400 (the Blueprint page answered /api/blueprints//page with a 500)', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: `${API_PREFIX}/blueprints//page?expires=1&signature=x` });
    expect(expectRefused(res)).toEqual({ code: 'BAD_REQUEST', message: EMPTY_PARAM_MESSAGE, field: 'params.id' });
  });

  it('still answers an anonymous caller 401 first, never a validation error', async () => {
    expectRefused(await call(s.t.app, endpoints.getCompany, { params: { id: '\u0000' } }), 401);
  });

  it('accepts ordinary Unicode', async () => {
    const res = await call(s.t.app, endpoints.createCompany, { body: { accountId: s.callers.member.account.id, displayName: 'Ωmega ñandú 😀' }, token: s.callers.member.token });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('deeply nested JSON', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\\' }), 4)).toBe(false);
  });

  it('is refused on a product route with 400', async () => {
    const payload = `{"accountId":"x","displayName":${nested(5_000)}}`;
    expect(expectRefused(await postJson(endpoints.createCompany, payload, s.callers.member.token)).message).toBe(TOO_DEEP_MESSAGE);
  });

  it('is refused on the identity relay with 400 (it was a 500: the relay re-serialises the body)', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 200_000]) {
      const payload = `{"email":"ann@example.com","password":"password-123","extra":${nested(depth)}}`;
      expect(expectRefused(await postJson(endpoints.signInWithEmail, payload)).message).toBe(TOO_DEEP_MESSAGE);
    }
  });

  it('still takes the bodies the portal sends (a delivery nests three levels)', async () => {
    const res = await call(s.t.app, endpoints.previewBlueprint, { body: { markdown: '# Hi' }, token: s.callers.admin.token });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('wrong types in the identity calls', () => {
  const cases: [EndpointDefinition, unknown][] = [
    [endpoints.signUpWithEmail, { email: 42, password: ['password-123'], name: { first: 'A' }, lastname: null }],
    [endpoints.signUpWithEmail, []],
    [endpoints.signUpWithEmail, 'ann@example.com'],
    [endpoints.signInWithEmail, { email: true, password: 12345678 }],
    [endpoints.signInWithEmail, null],
    [endpoints.requestPasswordReset, { email: ['ann@example.com'], redirectTo: 5 }],
    [endpoints.resetPassword, { token: {}, newPassword: 123456789 }],
    [endpoints.startSocialSignIn, { provider: 1, callbackURL: {} }],
  ];
  it.each(cases.map(([endpoint, body]) => [endpoint.path, JSON.stringify(body), endpoint] as const))('%s %s → 400 in the error format', async (_path, payload, endpoint) => {
    const error = expectRefused(await postJson(endpoint, payload));
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('answers an identity call with NUL bytes 400 (a reset token with one was a 500 inside better-auth)', async () => {
    const error = expectRefused(await call(s.t.app, endpoints.resetPassword, { body: { token: 'abc\u0000', newPassword: 'password-123' } }));
    expect(error.field).toBe('body.token');
    expect(expectRefused(await call(s.t.app, endpoints.signUpWithEmail, { body: { email: 'nul@example.com', password: 'password-123', name: 'A\u0000', lastname: 'B' } })).field).toBe('body.name');
  });
});

describe('odd storage keys', () => {
  const ownFolder = () => `blueprint-uploads/${s.callers.member.account.id}`;

  it.each(['a b.pdf', '../x.pdf', '', 'x/../../y.pdf', '.hidden'])('GET signed-url for "<own folder>/%s" is a 4xx, never a 500', async (name) => {
    const res = await call(s.t.app, endpoints.signFileUrl, { query: { key: `${ownFolder()}/${name}` }, token: s.callers.member.token });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expectRefused(res, res.statusCode);
  });

  it.each(['a b', '../etc/passwd', '/', '//', 'blueprint-uploads/'])('GET signed-url for "%s" (not the caller\'s folder) is 404', async (key) => {
    expectRefused(await call(s.t.app, endpoints.signFileUrl, { query: { key }, token: s.callers.member.token }), 404);
  });

  it.each(['a%20b', 'a/', 'a//b', '%2e%2e/x', 'a/%00'])('GET /api/files/%s is a 4xx in the error format', async (path) => {
    const res = await s.t.app.inject({ method: 'GET', url: `${API_PREFIX}/files/${path}?expires=1&signature=x` });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectRefused(res, res.statusCode);
  });
});

describe('the error handler as a safety net', () => {
  it.each(THROWN)('maps %s to 400 without a word of SQL', async (name) => {
    const res = await s.t.app.inject({ method: 'GET', url: `${THROW}?case=${encodeURIComponent(name)}` });
    expect(expectRefused(res).code).toBe('BAD_REQUEST');
    expect(res.body).not.toMatch(/Failed query|params|insert|secret/);
  });
});
