// The portal's cold paths beside their limits, measured in the same run (a section of `npm run bench`; alone:
// `npm run bench:cold`). Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL). BENCH_SKIP skips either:
//   - start: spawning the built server (apps/api/dist/main.js, its database migrated already) to its first answer
//     of /api/health, against spawning a bare Node HTTP server to its first answer (BENCH_STARTS runs each, 5);
//     then what the server's start went to, as its log line saying it runs reports it (startMs, medians);
//   - coldlist: the full avatar list of an account of BENCH_COLD_AVATARS avatars (5,000) whose cached answer is
//     stale (an avatar just changed), against running the same SQL on a raw pg pool and brotli-compressing
//     the portal's JSON of it as the portal does (BENCH_COLD_LISTS runs, 10). What the limit leaves out is the portal's
//     own: sign-in check, version look-up, mapping and signing each card's addresses, JSON and the ETag.
import { endpointPath, endpoints } from '@persona/shared';
import { eq, not } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import pg from 'pg';
import { avatars } from '../apps/api/src/features/avatars';
import { listAccountAvatars } from '../apps/api/src/features/avatars/avatars.queries';
import { BROTLI_OPTIONS } from '../apps/api/src/lib/compression';
import { builtServer, freePort, registerMember, seedAvatars, startBenchPortal } from './portal';
import { percentile } from './support';

const env = process.env;
const STARTS = Number(env.BENCH_STARTS ?? 5);
const COLD_AVATARS = Number(env.BENCH_COLD_AVATARS ?? 5000);
const COLD_LISTS = Number(env.BENCH_COLD_LISTS ?? 10);
const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('{\"status\":\"ok\"}')).listen(Number(process.env.PORT), '127.0.0.1')";

const p50 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const line = (label: string, api: number[], limit: number[], limitLabel: string) =>
  process.stdout.write(
    `${label}: p50 ${p50(api).toFixed(0)} ms (n=${api.length}) vs ${limitLabel} p50 ${p50(limit).toFixed(0)} ms: ${(p50(api) / p50(limit)).toFixed(2)}×, +${(p50(api) - p50(limit)).toFixed(0)} ms\n`,
  );

/** The phases of a start as the server's log line `Persona Portal is running` reports them (apps/api/src/main.ts). */
type StartPhases = Record<string, number>;

/**
 * Milliseconds from spawning `args` (with PORT set) to its first 200 on `path`, polled every 2 ms, and the phases
 * the process logged of its start, if it did; the process is stopped after.
 */
async function startToFirstAnswer(args: string[], path: string, extraEnv: Record<string, string>): Promise<{ ms: number; phases?: StartPhases }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const phases = (): StartPhases | undefined => {
    const line = output.split('\n').find((l) => l.includes('"startMs"'));
    return line ? (JSON.parse(line) as { startMs: StartPhases }).startMs : undefined;
  };
  try {
    for (;;) {
      if (await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.ok, () => false)) return { ms: performance.now() - started, phases: phases() };
      if (performance.now() - started > 90_000) throw new Error(`${args.join(' ')} did not answer ${path}`);
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function startSection(databaseUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-start-'));
  const portalEnv = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789' };
  const phases: StartPhases[] = [];
  const portal = async () => {
    const start = await startToFirstAnswer([builtServer()], endpoints.health.path, portalEnv);
    if (start.phases) phases.push(start.phases);
    return start.ms;
  };
  const bare = async () => (await startToFirstAnswer(['-e', BARE_SERVER], '/', {})).ms;
  try {
    await portal(); // warm-up: the files in the OS cache, as on a restart
    await bare();
    phases.length = 0;
    const a: number[] = [];
    const b: number[] = [];
    for (let run = 0; run < STARTS; run++) {
      if (run % 2 === 0) a.push(await portal());
      b.push(await bare());
      if (run % 2 === 1) a.push(await portal());
    }
    line('server start to first /api/health answer (built server, database migrated)', a, b, 'a bare Node HTTP server');
    // modules: loading the code until main() runs; database: configuration, opening, the migrations check;
    // app: buildApp (plugins, routes, drivers); recovery: work cut off by the last stop; listen: ready hooks (the
    // job queue starts) and binding the port. The rest of the first answer is the process's own start and the poll.
    const names = Object.keys(phases[0] ?? {});
    if (names.length > 0) process.stdout.write(`  the start's phases, p50 ms: ${names.map((name) => `${name} ${p50(phases.map((p) => p[name] ?? NaN)).toFixed(0)}`).join(', ')}\n`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function coldListSection(portal: Awaited<ReturnType<typeof startBenchPortal>>) {
  const member = await registerMember(portal.baseUrl, portal.database, 'bench-cold');
  const accountId = member.account.id;
  await seedAvatars(portal.database, accountId, COLD_AVATARS, {}, (n) => Math.floor(n / 3));
  const [one] = await portal.database.db.select({ id: avatars.id }).from(avatars).where(eq(avatars.accountId, accountId)).limit(1);
  const url = `${portal.baseUrl}${endpointPath(endpoints.listAvatars, { accountId })}`;
  const headers = { authorization: `Bearer ${member.token}`, 'accept-encoding': 'br' };
  const json = await (await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } })).text();
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 2 });
  const query = listAccountAvatars(portal.database.db, accountId).toSQL();
  // A change to an avatar raises the account's library version (a database trigger): the cached list is stale.
  const staleCache = () => portal.database.db.update(avatars).set({ favorite: not(avatars.favorite) }).where(eq(avatars.id, one!.id));
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const api = () => timed(() => fetch(url, { headers }).then((r) => r.arrayBuffer()));
  // The rows read as the portal reads them, then the portal's own JSON of them compressed as it compresses it.
  const limit = () =>
    timed(async () => {
      await pool.query(query.sql, query.params);
      await promisify(brotliCompress)(json, BROTLI_OPTIONS);
    });
  try {
    await staleCache();
    await api(); // warm-up of the route and the pool
    await limit();
    const a: number[] = [];
    const b: number[] = [];
    for (let run = 0; run < COLD_LISTS; run++) {
      await staleCache();
      a.push(await api());
      b.push(await limit());
    }
    // fetch decodes the body: the bytes on the wire are the header's.
    const wire = Number((await fetch(url, { headers }).then(async (r) => (await r.arrayBuffer(), r.headers.get('content-length')))) ?? NaN);
    line(`avatar list, ${COLD_AVATARS} avatars, cold cache (br)`, a, b, 'the same SQL on a raw pg pool + brotli of the same JSON');
    process.stdout.write(`  ${(json.length / 1024).toFixed(0)} KiB JSON, ${(wire / 1024).toFixed(0)} KiB br; a repeat with the cache warm p50 ${p50(await Promise.all([api(), api(), api()])).toFixed(0)} ms\n`);
  } finally {
    await pool.end();
  }
}

/** The cold sections BENCH_SKIP leaves (start, coldlist). */
export async function runColdBench(skip: Set<string>): Promise<void> {
  if (skip.has('start') && skip.has('coldlist')) return;
  const portal = await startBenchPortal();
  try {
    process.stdout.write('\n');
    if (!skip.has('start')) await startSection(portal.databaseUrl);
    if (!skip.has('coldlist')) await coldListSection(portal);
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runColdBench(new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean)));
}
