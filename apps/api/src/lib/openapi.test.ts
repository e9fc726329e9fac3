import { gunzipSync } from 'node:zlib';
import { allEndpoints, API_PREFIX, endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API reference', () => {
  it('serves an OpenAPI 3 document listing the routes', async () => {
    const res = await call(t.app, endpoints.openApiDocument);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(endpoints.health.path);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await call(t.app, endpoints.openApiDocument, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(res.rawPayload);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(plain.toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('serves the reference page at /api/docs', async () => {
    // The Swagger UI page is served beside the catalogue, not from it.
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

interface StreamOperation {
  responses: Record<string, { content?: Record<string, { schema: { oneOf?: { properties: { type: { enum: string[] } } }[] } }> }>;
}

describe('API reference of the streams', () => {
  it.each(allEndpoints.filter((endpoint) => endpoint.stream))('$method $path answers text/event-stream, each event one of its events', async (endpoint) => {
    const doc = (await call(t.app, endpoints.openApiDocument)).json() as { paths: Record<string, Record<string, StreamOperation>> };
    const operation = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
    const success = operation?.responses[String(endpoint.status)];
    expect(Object.keys(success?.content ?? {})).toEqual(['text/event-stream']);
    const members = success?.content?.['text/event-stream']?.schema.oneOf ?? [];
    expect(members.map((member) => member.properties.type.enum)).toEqual(Object.keys(endpoint.stream ?? {}).map((type) => [type]));
    // A refusal before the stream opens is the usual JSON error.
    expect(Object.keys(operation?.responses['401']?.content ?? {})).toEqual(['application/json']);
  });
});

describe('API reference of answers that are no JSON', () => {
  it.each(allEndpoints.filter((endpoint) => endpoint.produces && !endpoint.hidden))('$method $path answers $produces', async (endpoint) => {
    const doc = (await call(t.app, endpoints.openApiDocument)).json() as { paths: Record<string, Record<string, StreamOperation>> };
    const operation = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
    expect(Object.keys(operation?.responses[String(endpoint.status)]?.content ?? {})).toEqual([endpoint.produces]);
  });

  it('names the metrics token as the metrics endpoint’s security, a scheme of its own', async () => {
    const doc = (await call(t.app, endpoints.openApiDocument)).json() as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
      components: { securitySchemes: Record<string, { scheme: string; description: string }> };
    };
    expect(doc.paths[endpoints.metrics.path]?.get?.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ scheme: 'bearer', description: expect.stringContaining('METRICS_TOKEN') });
  });
});
