import { API_PREFIX, emailSchema, endpoints, errorBodySchema } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test/call';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from './errors';
import { StorageError } from './storage/storage-errors';

let t: TestApp;
// Probe routes this file adds under the API prefix, outside the catalogue: they exist only to exercise the error handler.
const PROBE = `${API_PREFIX}/__probe`;
const CONFLICT = `${API_PREFIX}/__conflict`;
const BOOM = `${API_PREFIX}/__boom`;
const STORE_DOWN = `${API_PREFIX}/__store-down`;
// Deliberately no endpoint: the API's own JSON 404.
const UNKNOWN = `${API_PREFIX}/no/such/route`;

beforeAll(async () => {
  t = await createTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    extend: (app) => {
      app.post(PROBE, { schema: { body: z.object({ email: emailSchema }) } }, async (req) => req.body);
      app.get(CONFLICT, async () => {
        throw new AppError('CONFLICT', 'That name is taken.');
      });
      app.get(STORE_DOWN, async () => {
        throw new StorageError('retry-limit-exceeded', 'connect ECONNREFUSED 127.0.0.1:9000');
      });
      app.get(BOOM, async () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
    },
  });
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({ method: 'POST', url: PROBE, headers: { 'content-type': 'application/json' }, payload });

describe('the one error format', () => {
  it('answers a malformed JSON body with 400', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('answers a body that fails its schema with 400, the rule message as the user reads it, and the field apart', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Please enter a valid email.', field: 'body.email' } });
  });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ email: 'Ann@Example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'ann@example.com' });
  });

  it('answers a too-large body with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a'.repeat(4096) + '@example.com' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${UNKNOWN}?x=1` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route matches GET ${UNKNOWN}.` } });
  });

  it('maps an AppError code to its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: CONFLICT });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'That name is taken.' } });
  });

  it('hides an unexpected failure behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: BOOM });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts');
  });

  it('answers a file store that fails with 503, worth retrying, and no detail of the store', async () => {
    const res = await t.app.inject({ method: 'GET', url: STORE_DOWN });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'Files cannot be reached right now. Please try again in a moment.' } });
  });

  it('returns a request id and echoes a given one', async () => {
    const res = await call(t.app, endpoints.health, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await call(t.app, endpoints.health);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await call(t.app, endpoints.health);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
