// The Avatar Library at scale: `npm run bench:avatars` (BENCH_AVATARS, default 5000). Prints figures only.
import { endpointPath, endpoints, filterAvatars, filterOptions, NO_FILTERS, type LibraryAvatar } from '@persona/shared';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { accounts, users } from '../apps/api/src/features/accounts';
import '../apps/api/src/features/auth/auth';
import { avatars } from '../apps/api/src/features/avatars';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { measure } from './support';

const COUNT = Number(process.env.BENCH_AVATARS ?? 5000);
const database = openDatabase(process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 5 } : { kind: 'pglite' });
await runMigrations(database);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench' }), database });
await app.ready();

const email = `bench-${Date.now()}@example.com`;
const { token, user } = await app.auth.api.signUpEmail({ body: { email, password: 'bench-password-1', name: 'Bench', lastname: 'User' } });
const [account] = await database.db.insert(accounts).values({ name: 'Bench', isActive: true, createdBy: user.id }).returning();
await database.db.insert(users).values({ id: user.id, accountId: account!.id, email, name: 'Bench', lastname: 'User' });
const started = performance.now();
for (let i = 0; i < COUNT; i += 1000) {
  await database.db.insert(avatars).values(
    Array.from({ length: Math.min(1000, COUNT - i) }, (_, j) => ({
      accountId: account!.id,
      companyName: `Company ${(i + j) % 20}`,
      campaignName: `Campaign ${(i + j) % 7}`,
      name: `Persona ${i + j}`,
      age: 20 + ((i + j) % 50),
      gender: (i + j) % 2 ? 'female' : 'male',
      occupation: 'marketer',
      favorite: (i + j) % 13 === 0,
    })),
  );
}
console.warn(`inserted ${COUNT} avatars in ${(performance.now() - started).toFixed(0)}ms (${database.kind})`);

const url = endpointPath(endpoints.listAvatars, { accountId: account!.id });
const headers = { authorization: `Bearer ${token}` };
const first = await app.inject({ method: 'GET', url, headers });
const list = first.json() as LibraryAvatar[];
console.warn(`GET ${url.replace(account!.id, '{id}')}: ${list.length} avatars, ${(first.body.length / 1024).toFixed(0)} KiB`);
const compressed = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
console.warn(`  on the wire (${compressed.headers['content-encoding']}): ${(compressed.rawPayload.length / 1024).toFixed(0)} KiB`);
await measure(`GET avatar list (${COUNT})`, 20, () => app.inject({ method: 'GET', url, headers }));
await measure(`filter by company (${COUNT})`, 200, () => filterAvatars(list, { ...NO_FILTERS, company: 'Company 3' }));
await measure(`filter company+campaign+favs (${COUNT})`, 200, () => filterAvatars(list, { company: 'Company 3', campaign: 'Campaign 2', favoritesOnly: true }));
await measure(`filter options (${COUNT})`, 200, () => filterOptions(list, 'Company 3'));
await app.close();
await database.close();
