import { allEndpoints, API_PREFIX, DEFAULT_CHAT_MEMBERSHIPS, endpointPath, endpoints, type EndpointDefinition } from '@persona/shared';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerAccessGuard } from './guard';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

const endpointOf = (route: RouteOptions) => (route.config as { endpoint?: EndpointDefinition } | undefined)?.endpoint;
/** Every registered /api route (the API reference pages of @fastify/swagger-ui are static files). */
const apiRoutes = () => routes.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.startsWith(`${API_PREFIX}/docs`));
/** Any value fills a path: the guard answers before a record is looked up. */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z]\w*/g, 'sample-id').replace(/\*$/, 'sample/file.txt');

describe('every /api route states its access', () => {
  it('registers exactly the catalogue, each route from its endpoint', () => {
    const registered = apiRoutes().filter((r) => r.method !== 'HEAD');
    for (const route of registered) expect(endpointOf(route), `${String(route.method)} ${route.url}`).toBeDefined();
    const keys = registered.map((r) => `${String(r.method)} ${r.url}`).sort();
    expect(keys).toEqual(allEndpoints.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('answers 401 to an anonymous call of every route that is not public', async () => {
    const guarded = apiRoutes().filter((r) => endpointOf(r)?.access !== 'public');
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const method = String([route.method].flat()[0]) as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
      const res = await t.app.inject({ method, url: sampleUrl(route.url), payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
      expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      if (method !== 'HEAD') expect(res.json().error.code, `${method} ${route.url}`).toBe('UNAUTHENTICATED');
    }
  });

  it('answers public routes without a session (never 401)', async () => {
    const open = apiRoutes().filter((r) => endpointOf(r)?.access === 'public' && r.method === 'GET');
    expect(open.length).toBeGreaterThan(3);
    for (const route of open) {
      const res = await t.app.inject({ method: 'GET', url: sampleUrl(route.url) });
      expect(res.statusCode, route.url).not.toBe(401);
    }
  });

  it('refuses to register a route that states no access', async () => {
    const app = Fastify();
    const registering = app.register(async (scope) => {
      registerAccessGuard(scope, DEFAULT_CHAT_MEMBERSHIPS);
      scope.get('/undeclared', async () => 'open by omission');
    });
    await expect(registering).rejects.toThrow(/states no access/);
  });

  it('fills catalogue paths the way clients call them', () => {
    expect(endpoints.getCompany.path).toBe(`${API_PREFIX}/companies/:id`);
    expect(endpointPath(endpoints.getCompany, { id: 'a b/c' })).toBe(`${API_PREFIX}/companies/a%20b%2Fc`);
  });
});
