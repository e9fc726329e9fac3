import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, endpointUrl, errorBodySchema, register } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, MIGRATIONS_DIR } from './lib/paths';
import { httpCaller } from './test/http-caller';
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from './test/postgres-cluster';
import { query as sql } from './test/scratch-database';
import { bundleServer, startServer, stopServer, waitUntilHealthy, type ServerProcess } from './test/server-process';

/**
 * The built server on a PostgreSQL cluster this file makes (initdb) and may stop: a database restart under load
 * never ends the process, and several processes starting at once on an empty database all serve. These tests
 * run in the api:pglite project only (vitest.config.ts keeps *.cluster.test.ts out of api:postgres), since they
 * bring their own PostgreSQL; they are skipped only where the PostgreSQL server programs are not installed.
 */

const NO_BINARIES = !postgresBinDir;
const SKIP_REASON = 'PostgreSQL server programs (initdb, pg_ctl, postgres) are not installed';
if (NO_BINARIES) console.warn(`server-resilience.cluster.test.ts skipped: ${SKIP_REASON}`);

const AUTH_SECRET = 'resilience-test-secret-0123456789abcdef';

let cluster: PostgresCluster;
let bundleDir: string;
let bundle: string;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

async function newDatabase(name: string): Promise<string> {
  await sql(cluster.url(), `CREATE DATABASE ${name}`);
  return cluster.url(name);
}

async function serve(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-resilience-'));
  dataDirs.push(dataDir);
  const server = await startServer(bundle, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET, LOG_LEVEL: 'warn', ...env });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  if (NO_BINARIES) return;
  // Inside apps/api, so that the bundle finds node_modules and the migrations as dist/main.js does.
  bundleDir = await mkdtemp(join(API_ROOT, '.test-bundle-'));
  bundle = bundleServer(bundleDir);
  cluster = await createPostgresCluster();
});

afterAll(async () => {
  try {
    await Promise.all(servers.map((server) => stopServer(server)));
  } finally {
    await cluster?.dispose();
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
});

describe('several processes starting at once on an empty PostgreSQL database', () => {
  it.skipIf(NO_BINARIES)('all migrate without tripping over each other, then all serve', async () => {
    const url = await newDatabase('portal_simultaneous');
    const started = await Promise.all([serve(url), serve(url), serve(url)]);
    await Promise.all(started.map((server) => waitUntilHealthy(server)));
    for (const server of started) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).not.toContain('duplicate key');
    }
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await sql<{ hash: string; times: number }>(url, 'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash');
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every(({ times }) => times === 1)).toBe(true);
    for (const server of started) expect(await stopServer(server)).toBe(0);
  }, 240_000);
});

interface Outcome {
  kind: 'order' | 'read';
  status: number | 'dropped';
  body: unknown;
  at: number;
}

describe('a database restart while orders are placed', () => {
  it.skipIf(NO_BINARIES)(
    'keeps the process up, answers 503 in the error format meanwhile, recovers by itself, and charges exactly the committed orders',
    async () => {
      const url = await newDatabase('portal_outage');
      const server = await serve(url);
      await waitUntilHealthy(server);

      // A member with plenty of credits and a campaign to order on.
      const call = httpCaller(server.url);
      const member = await register(call, { email: 'outage@example.com', password: 'password-123', name: 'Out', lastname: 'Age', company: 'Outage Co' }).catch(
        (error: unknown) => {
          throw new Error(`registration failed: ${String(error)}\n${server.output()}`);
        },
      );
      const STARTING_CREDITS = 100_000;
      await sql(url, 'update accounts set is_active = true, credits = $2 where id = $1', [member.account.id, STARTING_CREDITS]);
      const company = await call(endpoints.createCompany, { body: { accountId: member.account.id, displayName: 'Acme' }, token: member.token });
      const campaign = await call(endpoints.createCampaign, { body: { companyId: company.id, displayName: 'Launch' }, token: member.token });

      const orderBody = () => ({
        user: { accountId: member.account.id, userId: member.user.id },
        data: { companyId: company.id, campaignId: campaign.id, product: 'Trail shoes', context: '', attachment: '', id: crypto.randomUUID() },
      });
      const outcomes: Outcome[] = [];
      const send = async (kind: Outcome['kind']) => {
        const request =
          kind === 'order'
            ? { path: endpointUrl(endpoints.orderBlueprint, {}), init: { method: 'POST', body: JSON.stringify(orderBody()) } }
            : { path: endpointUrl(endpoints.listOrders, { params: { accountId: member.account.id } }), init: { method: 'GET' } };
        try {
          const res = await fetch(server.url + request.path, {
            ...request.init,
            headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          outcomes.push({ kind, status: res.status, body: text ? (JSON.parse(text) as unknown) : null, at: Date.now() });
          // A client told to try again in a moment waits a little, as the web app does (and spares the 2 cores).
          if (res.status === 503) await new Promise((r) => setTimeout(r, 50));
        } catch (error) {
          outcomes.push({ kind, status: 'dropped', body: String(error), at: Date.now() });
        }
      };

      // 10 clients, half ordering and half reading, until `stop`. The database goes down for 2 s once orders flow
      // (at least 2 s and 5 orders in), and the load goes on until orders have gone through again after recovery.
      const CLIENTS = 10;
      let stop = false;
      const clients = Array.from({ length: CLIENTS }, async (_, i) => {
        while (!stop) await send(i % 2 === 0 ? 'order' : 'read');
      });
      const ordersPlacedSince = (since: number) => outcomes.filter((o) => o.kind === 'order' && o.status === 201 && o.at > since).length;
      const until = async (done: () => boolean, limitMs: number) => {
        const deadline = Date.now() + limitMs;
        while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      };
      const loadStart = Date.now();
      let downAt: number, backAt: number, healthyAt: number, recoveryMs: number;
      try {
        await new Promise((r) => setTimeout(r, 2_000));
        await until(() => ordersPlacedSince(loadStart) >= 5, 60_000);
        downAt = Date.now();
        await cluster.stop(); // pg_ctl stop -m fast: every open session is terminated (57P01)
        await new Promise((r) => setTimeout(r, 2_000));
        await cluster.start();
        backAt = Date.now();
        recoveryMs = await waitUntilHealthy(server, 30_000);
        healthyAt = Date.now();
        await new Promise((r) => setTimeout(r, 2_000));
        await until(() => ordersPlacedSince(healthyAt) >= 5, 60_000);
      } finally {
        stop = true;
        await Promise.all(clients);
      }

      expect(server.alive(), server.output().slice(-5_000)).toBe(true);
      expect(server.output().includes('shutting down after an error')).toBe(false);

      const count = (f: (o: Outcome) => boolean) => outcomes.filter(f).length;
      const figures = {
        requests: outcomes.length,
        ordersPlaced: count((o) => o.kind === 'order' && o.status === 201),
        reads: count((o) => o.kind === 'read' && o.status === 200),
        unavailable: count((o) => o.status === 503),
        dropped: count((o) => o.status === 'dropped'),
        outageMs: backAt - downAt,
        recoveryMs,
      };
      console.info('database restart under load:', JSON.stringify(figures));

      // Nothing but success or 503; no 500, no 401 (a session must not look gone because the database is), no drop.
      const unexpected = outcomes.filter((o) => !(o.status === 503 || (o.kind === 'order' ? o.status === 201 : o.status === 200)));
      expect(unexpected.slice(0, 5), server.output().slice(-5_000)).toEqual([]);
      for (const o of outcomes.filter((x) => x.status === 503)) {
        expect(errorBodySchema.strict().parse(o.body).error.code).toBe('UNAVAILABLE');
      }
      expect(figures.unavailable).toBeGreaterThan(0);
      expect(recoveryMs).toBeLessThan(10_000);
      expect(ordersPlacedSince(healthyAt)).toBeGreaterThanOrEqual(5);

      // Every committed order was charged once, and nothing else was: no half-written order.
      const [account] = await sql<{ credits: number }>(url, 'select credits from accounts where id = $1', [member.account.id]);
      const [orders] = await sql<{ n: number }>(url, 'select count(*)::int as n from orders where account_id = $1', [member.account.id]);
      const [charges] = await sql<{ n: number }>(url, "select count(*)::int as n from credit_transactions where account_id = $1 and reason = 'order'", [
        member.account.id,
      ]);
      expect(account!.credits).toBe(STARTING_CREDITS - orders!.n);
      expect(charges!.n).toBe(orders!.n);
      // A 503 may hide an order that did commit (its answer was lost); never the other way round.
      expect(orders!.n).toBeGreaterThanOrEqual(figures.ordersPlaced);
      expect(orders!.n).toBeLessThanOrEqual(figures.ordersPlaced + count((o) => o.kind === 'order' && o.status === 503));

      expect(await stopServer(server)).toBe(0);
    },
    240_000,
  );
});
