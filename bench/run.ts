// Each hot call beside its physical limit, in one run: `npm run bench` (not a timed test; figures only).
//
// Listening servers on loopback, autocannon in a child process, BENCH_CONNECTIONS (50) connections, interleaved
// rounds (BENCH_ROUNDS of BENCH_SECONDS each side, default 3 × 4 s). PostgreSQL at BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres): a scratch database per run, dropped after.
//   - the avatar list at 500 and 5,000 avatars (BENCH_AVATARS) vs a bare Fastify route sending the same
//     compressed bytes from memory (the client asks for br/gzip as a browser does);
//   - sign-in vs a bare route running the raw argon2id verify of the same hash;
//   - order placement vs a bare route running the same SQL statements through a raw pg pool;
//   - the list at the first size on PGlite vs PostgreSQL;
//   - the persona against a model of known pace (bench/persona.ts: chat, panel, draft, memory, offline) and the cold
//     paths (bench/cold.ts: start, coldlist), on the built server (`npm run build` first).
import { API_PREFIX, endpointPath, endpoints } from '@persona/shared';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { accounts, users } from '../apps/api/src/features/accounts';
import { authAccounts, authUsers } from '../apps/api/src/features/auth/auth.tables';
import { campaigns, companies } from '../apps/api/src/features/companies';
import { orderCheckStatement, orderWriteStatement } from '../apps/api/src/features/orders/orders.service';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { runColdBench } from './cold';
import { runPersonaBench } from './persona';
import { seedAvatars } from './portal';
import { comparePair, measure, printTable, type PairFigures } from './support';

const env = process.env;
const SIZES = (env.BENCH_AVATARS ?? '500,5000').split(',').map(Number);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// list, signin, order, pglite; persona (or chat, panel, draft, memory, offline); cold (or start, coldlist)
const SKIP = new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const POOL_MAX = 10; // the API's DATABASE_POOL_MAX default, for both the API and the raw pool
const PASSWORD = 'bench-password-1';
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const options = { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS };

const scratch = `bench_${process.pid}_${Date.now()}`;
const scratchUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${scratch}`;
  return url.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const cleanups: (() => Promise<unknown>)[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => app.close());
  return address;
}

async function startApi(database: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(dataDir, database.kind),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATABASE_POOL_MAX: String(POOL_MAX),
    AUTH_RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_IP_MAX: '1000000000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '1000000000',
    // As the server runs on PostgreSQL: the address also serves its LISTEN connection (lib/db/version-feed).
    ...(database.kind === 'postgres' ? { DATABASE_URL: scratchUrl } : {}),
  });
  const app = await buildApp({ config, database });
  return { app, base: await listening(app) };
}

/** A member of an active account with `count` avatars (portraits and Blueprint documents), a company and a campaign. */
async function seed(api: FastifyInstance, database: DatabaseHandle, count: number) {
  const email = `bench-${count}-${Date.now()}@example.com`;
  const { token, user } = await api.auth.api.signUpEmail({ body: { email, password: PASSWORD, name: 'Bench', lastname: 'User' } });
  await database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
  const [account] = await database.db.insert(accounts).values({ name: 'Bench', isActive: true, createdBy: user.id, credits: 2_000_000_000 }).returning();
  const accountId = account!.id;
  await database.db.insert(users).values({ id: user.id, accountId, email, name: 'Bench', lastname: 'User' });
  const [company] = await database.db.insert(companies).values({ accountId, displayName: 'Acme Shoes' }).returning();
  const [campaign] = await database.db.insert(campaigns).values({ companyId: company!.id, displayName: 'Launch' }).returning();
  // Three avatars a second: ties on created_at, as an order's avatars have, so the pages' tie-break is exercised.
  await seedAvatars(database, accountId, count, { userId: user.id, companyId: company!.id, campaignId: campaign!.id }, (n) => Math.floor(n / 3));
  if (!token) throw new Error('sign-up gave no session token');
  return { email, token, userId: user.id, accountId, companyId: company!.id, campaignId: campaign!.id };
}

/** A bare Fastify 5 server: the physical limits the API is measured against. */
function bareServer() {
  const bare = Fastify({ logger: false });
  const bodies = new Map<string, { bytes: Buffer; encoding: string; type: string }>();
  bare.get('/bytes/:name', async (request, reply) => {
    const body = bodies.get((request.params as { name: string }).name);
    if (!body) return reply.code(404).send();
    return reply.header('content-type', body.type).header('content-encoding', body.encoding).header('vary', 'accept-encoding').send(body.bytes);
  });
  return { bare, bodies };
}

/** A round lasts long enough for a few waves of all the connections (answers still in flight at its end are not counted). */
const roundSeconds = (singleMs: number) => Math.min(20, Math.max(SECONDS, Math.ceil((singleMs * CONNECTIONS * 3) / 1000)));

const figures: PairFigures[] = [];
const notes: string[] = [];
const started = performance.now();
try {
  await admin(`create database ${scratch}`);
  const database = await openDatabase({ kind: 'postgres', url: scratchUrl, poolMax: POOL_MAX });
  cleanups.push(() => database.close());
  await runMigrations(database);
  const { app, base } = await startApi(database);
  const { bare, bodies } = bareServer();
  const rawPool = new pg.Pool({ connectionString: scratchUrl, max: POOL_MAX });
  cleanups.push(() => rawPool.end());
  const dialect = new PgDialect();
  let storedHash = '';
  bare.post('/verify', async (request) => {
    const { password } = request.body as { password: string };
    return { ok: await verify(storedHash, password) };
  });
  // The order's two statements (the second with its activity entry), as the service builds them, straight through a raw pool.
  bare.post('/order', async (request, reply) => {
    const { user, data } = request.body as { user: { accountId: string; userId: string }; data: Record<string, string> };
    const check = dialect.sqlToQuery(orderCheckStatement({ accountId: user.accountId, companyId: data.companyId!, campaignId: data.campaignId!, attachment: '', key: data.id! }));
    const [row] = (await rawPool.query(check.sql, check.params)).rows as { company_name: string; campaign_name: string }[];
    const now = new Date();
    const write = dialect.sqlToQuery(
      orderWriteStatement({
        orderId: crypto.randomUUID(),
        ledgerId: crypto.randomUUID(),
        accountId: user.accountId,
        userId: user.userId,
        companyId: data.companyId!,
        campaignId: data.campaignId!,
        companyName: row!.company_name,
        campaignName: row!.campaign_name,
        product: data.product!,
        context: data.context!,
        attachment: '',
        price: 1,
        orderedAt: now,
        expectedAt: new Date(now.getTime() + 2 * 86_400_000),
        key: data.id!,
        hash: 'x',
        activity: { accountId: user.accountId, action: 'order.placed', actor: null, subject: `${row!.company_name} / ${row!.campaign_name}`, details: {} },
      }),
    );
    const written = (await rawPool.query(write.sql, write.params)).rows[0] as Record<string, unknown>;
    return reply.code(201).send(written);
  });
  const bareBase = await listening(bare);

  // The list at each size, against the same compressed bytes from memory.
  let firstLibrary: { url: string; token: string } | null = null;
  for (const count of SIZES) {
    const member = await seed(app, database, count);
    const path = endpointPath(endpoints.listAvatars, { accountId: member.accountId });
    const headers = { authorization: `Bearer ${member.token}`, 'accept-encoding': BROWSER_ENCODING };
    firstLibrary ??= { url: path, token: member.token };
    if (SKIP.has('list')) continue;
    const answer = await fetch(`${base}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const plain = await answer.text();
    // fetch decodes; ask through a raw request for the bytes on the wire.
    const wire = await app.inject({ method: 'GET', url: path, headers });
    const encoding = String(wire.headers['content-encoding'] ?? 'identity');
    bodies.set(`list-${count}`, { bytes: wire.rawPayload, encoding, type: String(wire.headers['content-type'] ?? 'application/json') });
    const single = await measure(`  one request, list at ${count} (sequential)`, count > 2000 ? 10 : 30, () =>
      fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer()),
    );
    notes.push(
      `list at ${count}: ${(plain.length / 1024).toFixed(0)} KiB JSON, ${(wire.rawPayload.length / 1024).toFixed(0)} KiB ${encoding} on the wire; one request alone p50 ${single.toFixed(0)} ms`,
    );
    figures.push(
      await comparePair(
        `GET avatar list, ${count} avatars (${encoding})`,
        { url: `${base}${path}`, headers },
        { url: `${bareBase}/bytes/list-${count}`, headers: { 'accept-encoding': BROWSER_ENCODING } },
        // A round lasts long enough for a few waves of all the connections (answers still in flight at its end are not counted).
        { ...options, seconds: roundSeconds(single) },
      ),
    );
  }
  const [member] = [await seed(app, database, 0)];

  if (!SKIP.has('signin')) {
    const [row] = await database.db.select({ password: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, member.userId));
    storedHash = row!.password!;
    notes.push(`argon2id: ${storedHash.split('$').slice(1, 4).join('$')}`);
    const body = JSON.stringify({ email: member.email, password: PASSWORD });
    const json = { 'content-type': 'application/json' };
    figures.push(
      await comparePair(
        'POST /api/auth/sign-in/email vs argon2id verify',
        { url: `${base}${endpoints.signInWithEmail.path}`, method: 'POST', headers: json, body },
        { url: `${bareBase}/verify`, method: 'POST', headers: json, body },
        options,
      ),
    );
  }

  if (!SKIP.has('order')) {
    const body = JSON.stringify({
      user: { accountId: member.accountId, userId: member.userId },
      data: { companyId: member.companyId, campaignId: member.campaignId, companyName: 'Acme Shoes', campaignName: 'Launch', product: 'A running shoe for trail runners', context: 'Launching in spring', attachment: '', id: '[<id>]', price: 1 },
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${member.token}` };
    figures.push(
      await comparePair(
        'POST /api/orders/blueprint vs same SQL, raw pg',
        { url: `${base}${endpoints.orderBlueprint.path}`, method: 'POST', headers, body, idReplacement: true },
        { url: `${bareBase}/order`, method: 'POST', headers: { 'content-type': 'application/json' }, body, idReplacement: true },
        options,
      ),
    );
  }

  if (!SKIP.has('pglite') && firstLibrary) {
    const embedded = await openDatabase({ kind: 'pglite' });
    cleanups.push(() => embedded.close());
    await runMigrations(embedded);
    const { app: embeddedApp, base: embeddedBase } = await startApi(embedded);
    const embeddedMember = await seed(embeddedApp, embedded, SIZES[0]!);
    const embeddedPath = endpointPath(endpoints.listAvatars, { accountId: embeddedMember.accountId });
    const embeddedHeaders = { authorization: `Bearer ${embeddedMember.token}`, 'accept-encoding': BROWSER_ENCODING };
    const single = await measure(`  one request, list at ${SIZES[0]} on PGlite (sequential)`, 30, () =>
      fetch(`${embeddedBase}${embeddedPath}`, { headers: embeddedHeaders }).then((r) => r.arrayBuffer()),
    );
    figures.push(
      await comparePair(
        `GET avatar list, ${SIZES[0]} avatars: PGlite vs PostgreSQL`,
        { url: `${embeddedBase}${embeddedPath}`, headers: embeddedHeaders },
        { url: `${base}${firstLibrary.url}`, headers: { authorization: `Bearer ${firstLibrary.token}`, 'accept-encoding': BROWSER_ENCODING } },
        { ...options, seconds: roundSeconds(single) },
      ),
    );
  }

  process.stdout.write(`\n${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of at least ${SECONDS} s each side (longer for slow lists); p50/p99 are the medians of the rounds' (${API_PREFIX} on PostgreSQL unless named)\n`);
  printTable(figures);
  for (const note of notes) process.stdout.write(`  ${note}\n`);
  if (!SKIP.has('persona')) await runPersonaBench(SKIP);
  if (!SKIP.has('cold')) await runColdBench(SKIP);
  process.stdout.write(`  total ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  await admin(`drop database if exists ${scratch} with (force)`).catch((error: unknown) => console.error(error));
  rmSync(dataDir, { recursive: true, force: true });
}
