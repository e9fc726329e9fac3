import { createConfig, lintFromString } from '@redocly/openapi-core';
import { allEndpoints, endpoints, type EndpointDefinition } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Findings we accept: the path ambiguities the spec's own routes impose (/api/accounts/user/{email} beside
 * /api/accounts/{id}/users and the like), and "no 4xx response" on a public call without input, which has none.
 */
const cannotFail = allEndpoints
  .filter((e) => e.access === 'public' && !e.params && !e.query && !e.body && !e.hidden)
  .map((e) => `#/paths/${e.path.replaceAll('/', '~1')}/${e.method.toLowerCase()}/responses`);
const accepted = (p: { ruleId: string; location: { pointer?: string }[] }) =>
  p.ruleId === 'no-ambiguous-paths' || (p.ruleId === 'operation-4xx-response' && cannotFail.includes(p.location[0]?.pointer ?? ''));

describe('API reference, checked by an outside linter', () => {
  it("passes Redocly's recommended rules, apart from the spec's own path ambiguities", async () => {
    const doc = await callOk(t.app, endpoints.openApiDocument, {});
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const findings = problems.filter((p) => !accepted(p)).map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(findings).toEqual([]);
    expect(problems.length).toBeGreaterThan(0); // the ambiguities above: proves the linter ran on the document
  });

  it('gives every operation an operationId, a summary, its security and its error responses', async () => {
    const doc = (await callOk(t.app, endpoints.openApiDocument, {})) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    const visible = allEndpoints.filter((e) => !e.hidden);
    expect(operations).toHaveLength(visible.length);
    for (const { path, method, op } of operations) {
      expect(op.operationId, `${method} ${path}`).toBeTruthy();
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.security, `${method} ${path}`).toBeDefined();
      const endpoint: EndpointDefinition = endpoints[op.operationId as keyof typeof endpoints];
      const security = endpoint.configToken ? [{ [endpoint.configToken]: [] }] : endpoint.access === 'public' ? [] : [{ bearer: [] }];
      expect(op.security, `${method} ${path}`).toEqual(security);
      if (security.length > 0) expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
    }
  });

  it('documents the identity calls under /api/auth', async () => {
    const doc = (await callOk(t.app, endpoints.openApiDocument, {})) as { paths: Record<string, unknown> };
    for (const endpoint of [endpoints.signUpWithEmail, endpoints.signInWithEmail, endpoints.signOut, endpoints.requestPasswordReset, endpoints.resetPassword]) {
      expect(Object.keys(doc.paths)).toContain(endpoint.path);
    }
  });
});
