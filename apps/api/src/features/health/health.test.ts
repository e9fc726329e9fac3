import { endpoints, healthResponseSchema } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`${endpoints.health.method} ${endpoints.health.path}`, () => {
  it('reports the database as up', async () => {
    const res = await call(t.app, endpoints.health);
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports a database that is down with 503 in the error format', async () => {
    await t.database.handle.close();
    const res = await call(t.app, endpoints.health);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } });
  });
});
