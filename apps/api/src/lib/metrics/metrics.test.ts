import { randomUUID } from 'node:crypto';
import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCallers } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { METRICS_TOKEN, sampleOf, scrape } from '../../test/metrics-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noMetrics } from './index';
import { METRICS_OFF_MESSAGE, METRICS_TOKEN_MESSAGE } from './metrics-route';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const requestCount = (text: string, method: string, route: string, status: number) =>
  sampleOf(text, 'portal_http_request_duration_seconds_count', { method, route, status }) ?? 0;

describe('GET /api/metrics: who may scrape', () => {
  it('answers the token: Prometheus text, never cached', async () => {
    const res = await call(t.app, endpoints.metrics, { token: METRICS_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it.each([
    ['nobody (no token)', () => undefined],
    ['a wrong token', () => `${METRICS_TOKEN}x`],
    ['a token of another length', () => 'short'],
    ["a member's session", () => callers.member.token],
    ["a site admin's session", () => callers.admin.token],
  ])('refuses %s: 401 in the error format', async (_, token) => {
    const res = await call(t.app, endpoints.metrics, { token: token() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: METRICS_TOKEN_MESSAGE } });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.body).not.toContain('portal_');
  });

  it('takes the token only as a bearer token', async () => {
    const res = await call(t.app, endpoints.metrics, { headers: { authorization: `Basic ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(401);
  });

  it('is off while METRICS_TOKEN is unset: 404 for everyone, the token of another server included', async () => {
    const off = await createTestApp();
    try {
      for (const token of [undefined, METRICS_TOKEN]) {
        const res = await call(off.app, endpoints.metrics, { token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: METRICS_OFF_MESSAGE } });
      }
      // Nothing is collected (prom-client is not even loaded: main.test.ts), and requests are answered as ever.
      expect(off.app.metrics).toBe(noMetrics);
      await callOk(off.app, endpoints.health, {});
    } finally {
      await off.close();
    }
  });
});

describe('the log', () => {
  it('does not get a line at info for each scrape, as it does for other requests', async () => {
    const logged = await createTestApp({ env: { METRICS_TOKEN, LOG_LEVEL: 'info' } });
    const lines: string[] = [];
    // The server logs to stdout (lib/logger.ts): kept here instead of printed.
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await scrape(logged.app);
      await call(logged.app, endpoints.metrics, { token: 'not-the-metrics-token' });
      const scrapes = lines.splice(0);
      await callOk(logged.app, endpoints.health, {});
      expect(lines.join('')).toContain('/api/health');
      expect(scrapes).toEqual([]);
    } finally {
      write.mockRestore();
      await logged.close();
    }
  });
});

describe('the series', () => {
  it("count each request under its route's pattern, method and status, never its address", async () => {
    const before = await scrape(t.app);
    await callOk(t.app, endpoints.health, {});
    const companyId = randomUUID();
    expect((await call(t.app, endpoints.listCompanies, { params: { accountId: companyId } })).statusCode).toBe(401);
    const unknown = `no-such-route-${randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/${unknown}` })).statusCode).toBe(404);
    const after = await scrape(t.app);

    expect(requestCount(after, 'GET', '/api/health', 200)).toBe(requestCount(before, 'GET', '/api/health', 200) + 1);
    expect(requestCount(after, 'GET', '/api/companies/account/:accountId', 401)).toBe(requestCount(before, 'GET', '/api/companies/account/:accountId', 401) + 1);
    expect(requestCount(after, 'GET', '(unmatched)', 404)).toBe(requestCount(before, 'GET', '(unmatched)', 404) + 1);
    expect(after).not.toContain(companyId);
    expect(after).not.toContain(unknown);
    // Its time is in the histogram's buckets too: the largest holds every request.
    expect(sampleOf(after, 'portal_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status: 200, le: '+Inf' })).toBe(
      requestCount(after, 'GET', '/api/health', 200),
    );
  });

  it('count the scrapes themselves, refused ones by their status', async () => {
    const before = await scrape(t.app);
    await call(t.app, endpoints.metrics, { token: 'not-the-metrics-token' });
    const after = await scrape(t.app);
    expect(requestCount(after, 'GET', '/api/metrics', 401)).toBe(requestCount(before, 'GET', '/api/metrics', 401) + 1);
  });

  it("hold the process's memory, heap and event-loop delay", async () => {
    const text = await scrape(t.app);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("say the rate-limit store is up and has failed no call (this app's: memory)", async () => {
    const text = await scrape(t.app);
    expect(sampleOf(text, 'portal_rate_limit_store_up', { store: 'memory' })).toBe(1);
    expect(sampleOf(text, 'portal_rate_limit_store_failures_total', { store: 'memory' })).toBe(0);
  });

  it("show the database pool's use and waits on PostgreSQL; PGlite has no pool", async () => {
    const before = await scrape(t.app);
    await callOk(t.app, endpoints.health, {});
    const after = await scrape(t.app);
    if (t.database.handle.kind === 'postgres') {
      expect(sampleOf(after, 'portal_db_pool_max_connections')).toBe(10);
      const open = (sampleOf(after, 'portal_db_pool_connections', { state: 'idle' }) ?? -1) + (sampleOf(after, 'portal_db_pool_connections', { state: 'in_use' }) ?? -1);
      expect(open).toBeGreaterThan(0);
      expect(open).toBeLessThanOrEqual(10);
      expect(sampleOf(after, 'portal_db_pool_waiting')).toBe(0);
      // The health check's query waited for its connection, and that wait was timed.
      expect(sampleOf(after, 'portal_db_pool_wait_seconds_count')).toBeGreaterThan(sampleOf(before, 'portal_db_pool_wait_seconds_count') ?? Infinity);
    } else {
      expect(after).not.toContain('portal_db_pool');
    }
  });

  it("carry the app's own job queue's counts", async () => {
    const counts = vi.spyOn(t.app.jobs, 'counts').mockResolvedValueOnce({ mail: { queued: 4, active: 0, failed: 1 } });
    const text = await scrape(t.app);
    expect(counts).toHaveBeenCalledTimes(1);
    expect(sampleOf(text, 'portal_jobs', { name: 'mail', state: 'queued' })).toBe(4);
    expect(sampleOf(text, 'portal_jobs', { name: 'mail', state: 'failed' })).toBe(1);
    counts.mockRestore();
  });

  it('carry the job counts a reader gives, and leave them out (still answering) when it fails', async () => {
    interface Counts {
      queued: number;
      active: number;
      failed: number;
    }
    let counts: Promise<Record<string, Counts>> = Promise.resolve({ mail: { queued: 3, active: 1, failed: 2 } });
    t.app.metrics.countJobs(() => counts);
    const text = await scrape(t.app);
    expect(sampleOf(text, 'portal_jobs', { name: 'mail', state: 'queued' })).toBe(3);
    expect(sampleOf(text, 'portal_jobs', { name: 'mail', state: 'active' })).toBe(1);
    expect(sampleOf(text, 'portal_jobs', { name: 'mail', state: 'failed' })).toBe(2);

    counts = Promise.reject(new Error('the database is away'));
    const without = await scrape(t.app);
    expect(sampleOf(without, 'portal_jobs', { name: 'mail', state: 'failed' })).toBeUndefined();
    expect(sampleOf(without, 'portal_rate_limit_store_up', { store: 'memory' })).toBe(1);
  });
});
