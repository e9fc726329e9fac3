// The Avatar Library at scale: `npm run bench:avatars` (BENCH_AVATARS: sizes, default "500,5000"; with DATABASE_URL,
// a scratch database created on that PostgreSQL server and dropped after, else PGlite). Realistic rows: every avatar has a stored portrait and a Blueprint document, so the
// signing of both addresses is counted. Prints figures only (one request through inject, p50/p95/p99).
import { endpointPath, endpoints, type LibraryAvatar } from '@persona/shared';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { accounts, users } from '../apps/api/src/features/accounts';
import '../apps/api/src/features/auth/auth';
import { avatarLinks, avatars } from '../apps/api/src/features/avatars';
import { toListedAvatar } from '../apps/api/src/features/avatars/avatars.mappers';
import { listAccountAvatars } from '../apps/api/src/features/avatars/avatars.queries';
import { resolveAuthSecret } from '../apps/api/src/lib/app-secret';
import { blueprints } from '../apps/api/src/features/blueprints';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { benchAvatarFields, measure } from './support';

const SIZES = (process.env.BENCH_AVATARS ?? '500,5000').split(',').map(Number);
// Never the database DATABASE_URL names: the rows go to a scratch one beside it.
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, poolMax: 5 } : { kind: 'pglite' });
await runMigrations(database);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench' }), database });
await app.ready();

async function library(count: number) {
  const email = `bench-${Date.now()}-${count}@example.com`;
  const { token, user } = await app.auth.api.signUpEmail({ body: { email, password: 'bench-password-1', name: 'Bench', lastname: 'User' } });
  const [account] = await database.db.insert(accounts).values({ name: 'Bench', isActive: true, createdBy: user.id }).returning();
  await database.db.insert(users).values({ id: user.id, accountId: account!.id, email, name: 'Bench', lastname: 'User' });
  const started = performance.now();
  const base = Date.now();
  for (let i = 0; i < count; i += 500) {
    const n = Math.min(500, count - i);
    const docs = await database.db
      .insert(blueprints)
      // Version-2 coverage on every Blueprint, one in three evidence-backed (the evidence filter's join reads them).
      .values(Array.from({ length: n }, (_, j) => ({ accountId: account!.id, document: null, supportedClaims: (i + j) % 3 === 0 ? 8 : 2, totalClaims: 9 })))
      .returning({ id: blueprints.id });
    await database.db.insert(avatars).values(
      docs.map((doc, j) => ({
        accountId: account!.id,
        docId: doc.id,
        ...benchAvatarFields(i + j),
        // A few share a creation time, as rows of one order do.
        createdAt: new Date(base - Math.floor((i + j) / 3) * 1000),
      })),
    );
  }
  console.warn(`\ninserted ${count} avatars with portraits and documents in ${(performance.now() - started).toFixed(0)}ms (${database.kind})`);
  return { accountId: account!.id, headers: { authorization: `Bearer ${token}` } };
}

for (const count of SIZES) {
  const { accountId, headers } = await library(count);
  const url = endpointPath(endpoints.listAvatars, { accountId });
  const first = await app.inject({ method: 'GET', url, headers });
  const list = first.json() as LibraryAvatar[];
  console.warn(`GET ${url.replace(accountId, '{id}')}: ${list.length} avatars, ${(first.body.length / 1024).toFixed(0)} KiB, etag ${first.headers.etag ?? 'none'}`);
  const compressed = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
  console.warn(`  on the wire (${compressed.headers['content-encoding']}): ${(compressed.rawPayload.length / 1024).toFixed(0)} KiB`);
  const runs = count > 2000 ? 20 : 50;
  await measure(`GET full list (${count})`, runs, () => app.inject({ method: 'GET', url, headers }));
  await measure(`GET full list, br (${count})`, runs, () => app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br, gzip' } }));
  if (first.headers.etag) {
    const etag = String(first.headers.etag);
    await measure(`GET full list, If-None-Match (${count})`, runs, () => app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } }));
  }
  // Where one request's time goes, step by step (the same calls the route makes).
  const links = avatarLinks(resolveAuthSecret(app.config))(accountId);
  const rows = await listAccountAvatars(database.db, accountId);
  const mapped = rows.map((row) => toListedAvatar(row, links));
  await measure(`  select (${count})`, runs, () => listAccountAvatars(database.db, accountId));
  await measure(`  map (${count})`, runs, () => rows.map((row) => toListedAvatar(row, links)));
  await measure(`  serialise, JSON.stringify (${count})`, runs, () => JSON.stringify(mapped));
  await measure(`  serialise, zod parse + stringify (${count})`, runs, () => JSON.stringify(endpoints.listAvatars.response.parse(mapped)));
  const body = JSON.stringify(mapped);
  await measure(`  ETag, sha1 of the body (${count})`, runs, () => createHash('sha1').update(body).digest('base64url'));
  const pageUrl = `${endpointPath(endpoints.listAvatarPage, { accountId })}`;
  const page = await app.inject({ method: 'GET', url: pageUrl, headers });
  if (page.statusCode === 200) {
    await measure(`GET first page (${count})`, 100, () => app.inject({ method: 'GET', url: pageUrl, headers }));
    await measure(`GET page company+campaign (${count})`, 100, () =>
      app.inject({ method: 'GET', url: `${pageUrl}?company=Company%203&campaign=Campaign%202`, headers }),
    );
    await measure(`GET page evidence-backed (${count})`, 100, () => app.inject({ method: 'GET', url: `${pageUrl}?evidence=true`, headers }));
    const filtersUrl = endpointPath(endpoints.listAvatarFilters, { accountId });
    await measure(`GET filter options (${count})`, 100, () => app.inject({ method: 'GET', url: filtersUrl, headers }));
  } else {
    console.warn(`  (no page route yet: ${page.statusCode})`);
  }
}
await app.close();
await database.close();
await scratch?.drop();
