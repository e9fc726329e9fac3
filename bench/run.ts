// Prints latency figures for the API plumbing (not a timed test): `npm run bench`.
import { API_PREFIX, endpoints } from '@persona/shared';
import { performance } from 'node:perf_hooks';
import { measure as measureN } from './support';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { runMigrations } from '../apps/api/src/lib/db/migrate';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const measure = (label: string, run: () => Promise<unknown>) => measureN(label, REQUESTS, run);

const started = performance.now();
const database = openDatabase({ kind: 'pglite' });
await runMigrations(database);
console.warn(`PGlite open + migrations: ${(performance.now() - started).toFixed(0)}ms`);

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
await app.ready();
await measure(`GET ${endpoints.health.path}`, () => app.inject({ method: 'GET', url: endpoints.health.path }));
await measure('GET /orders (SPA fallback)', () => app.inject({ method: 'GET', url: '/orders' }));
const unknown = `${API_PREFIX}/unknown`;
await measure(`GET ${unknown} (404)`, () => app.inject({ method: 'GET', url: unknown }));
await app.close();
await database.close();
