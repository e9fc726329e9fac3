// The activity log at scale: `npm run bench:activity` (BENCH_ACTIVITY: entries of the benched account, default
// 100000, beside as many spread over 50 other accounts; with DATABASE_URL a scratch database on that PostgreSQL
// server, dropped after, else PGlite). Prints the time of one page (p50/p95/p99) as the owner's and the admin's
// screens ask for it: the first page, a group filter, a date range, a page deep in the log, every account's.
import { ACTIVITY_ACTIONS } from '@persona/shared';
import { sql } from 'drizzle-orm';
import { accounts } from '../apps/api/src/features/accounts';
import { listActivityPage } from '../apps/api/src/features/activity/activity.queries';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { measure } from './support';

const ENTRIES = Number(process.env.BENCH_ACTIVITY ?? 100_000);
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, poolMax: 5 } : { kind: 'pglite' });
await runMigrations(database);
const db = database.db;

const actions = sql.raw(`array[${ACTIVITY_ACTIONS.map((action) => `'${action}'`).join(',')}]`);
/** `count` entries on the account, one a minute back from now, the actions in turn. */
const fill = (accountId: string, count: number) =>
  db.execute(sql`
    insert into account_activity (id, account_id, action, actor_id, actor_name, actor_role, subject, details, created_at)
    select gen_random_uuid()::text, ${accountId}, (${actions})[1 + n % ${ACTIVITY_ACTIONS.length}], 'u' || (n % 5), 'Bench User', 'member',
      'bench' || n || '@example.com', '{}'::jsonb, now() - make_interval(mins => n)
    from generate_series(1, ${count}) as n`);

const [benched] = await db.insert(accounts).values({ name: 'Bench' }).returning();
const others = await db.insert(accounts).values(Array.from({ length: 50 }, (_, i) => ({ name: `Other ${i}` }))).returning();
let started = performance.now();
await fill(benched!.id, ENTRIES);
for (const other of others) await fill(other.id, Math.ceil(ENTRIES / others.length));
await db.execute(sql`analyze account_activity`);
console.warn(`inserted ${ENTRIES * 2} entries in ${(performance.now() - started).toFixed(0)}ms (${database.kind})`);

const account = benched!.id;
let deep: string | undefined;
started = performance.now();
for (let i = 0; i < 20; i += 1) deep = (await listActivityPage(db, { account, limit: 100, ...(deep ? { cursor: deep } : {}) })).nextCursor ?? undefined;
console.warn(`walked 20 pages of 100 in ${(performance.now() - started).toFixed(0)}ms`);
const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;

await measure(`owner: first page of 50 (${ENTRIES})`, 50, () => listActivityPage(db, { account, limit: 50 }));
await measure('owner: group "orders"', 50, () => listActivityPage(db, { account, group: 'orders', limit: 50 }));
await measure('owner: one action', 50, () => listActivityPage(db, { account, actions: ['payment.failed'], limit: 50 }));
await measure('owner: one actor', 50, () => listActivityPage(db, { account, actor: 'u3', limit: 50 }));
await measure('owner: a week, from a week ago', 50, () => listActivityPage(db, { account, from: weekAgo - 7 * 24 * 3600 * 1000, to: weekAgo, limit: 50 }));
await measure('owner: page 21 (by cursor)', 50, () => listActivityPage(db, { account, limit: 50, ...(deep ? { cursor: deep } : {}) }));
await measure('admin: every account, first page', 50, () => listActivityPage(db, { limit: 50 }));
await measure('admin: every account, group "billing"', 50, () => listActivityPage(db, { group: 'billing', limit: 50 }));

await database.close();
await scratch?.drop();
