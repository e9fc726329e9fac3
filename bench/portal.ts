// What the browser benchmarks share (bench/web-library.ts, bench/lighthouse.ts): the built portal
// (apps/api/dist/main.js, serving apps/web/dist) on a scratch PostgreSQL database, an ordinary member registered
// through the API, and N avatars with their Blueprint rows inserted directly. Not a benchmark itself.
import { endpoints, endpointUrl, register, type EndpointCaller } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { accounts } from '../apps/api/src/features/accounts';
import { avatars } from '../apps/api/src/features/avatars';
import { blueprints } from '../apps/api/src/features/blueprints';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/lib/db/database';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { announceBrowser, resolveBrowser, type Browser } from '../scripts/browser-path.mjs';
import { benchAvatarFields } from './support';

/** The PostgreSQL server the scratch databases are made on. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let browser: Browser | undefined;

/** The Chromium the browser benchmarks drive, as the browser tests pick it (scripts/browser-path.mjs), said once. */
export function benchBrowser(): Browser {
  if (!browser) announceBrowser((browser = resolveBrowser()));
  return browser;
}

/** The environment to start it in: this process's, and what the bundled browser needs (its libraries and fonts). */
export const benchBrowserEnv = () => ({ ...process.env, ...benchBrowser().env });

/** That Chromium headless through Playwright. */
export const launchBenchBrowser = () =>
  chromium.launch({ executablePath: benchBrowser().executablePath, env: benchBrowserEnv(), args: ['--no-sandbox', '--disable-gpu'] });

/** A free TCP port on loopback (the portal's, or Chromium's debugging port). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The built server (`npm run build`), what `npm start` runs. */
export const builtServer = () => resolve('apps/api/dist/main.js');

/** The built portal (what `npm start` runs) on a free port, as e2e/support/portal-server.ts starts it. */
export async function startPortal(env: Record<string, string>) {
  if (!existsSync(builtServer())) throw new Error(`${builtServer()} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: node options for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, builtServer()], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let tries = 0; ; tries++) {
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break;
    if (tries > 450) throw new Error('the portal did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    /** The server process (the memory section signals it). */
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls a catalogue endpoint over HTTP, as the browser would (with the portal's Origin for better-auth). */
export const fetchCaller =
  (baseUrl: string): EndpointCaller =>
  async (endpoint, input) => {
    const { body, token } = (input ?? {}) as { body?: unknown; token?: string | null };
    const response = await fetch(`${baseUrl}${endpointUrl(endpoint, input)}`, {
      method: endpoint.method,
      headers: {
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as never;
  };

/** The built portal on a new scratch database (`env` added to its own), with a handle on that database; stop() removes all of it. */
export async function startBenchPortal(env: Record<string, string> = {}) {
  const scratch = await createScratchDatabase(benchAdminUrl);
  const portal = await startPortal({ DATABASE_URL: scratch.url, AUTH_RATE_LIMIT_IP_MAX: '100000', ...env });
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 2 });
  return {
    baseUrl: portal.baseUrl,
    pid: portal.pid,
    databaseUrl: scratch.url,
    database,
    stop: async () => {
      await database.close();
      await portal.stop();
      await scratch.drop();
    },
  };
}

/**
 * An ordinary, active member registered through the API (a first admin is registered before it, so this one is
 * not the site admin): what a browser puts in localStorage to be signed in (authToken, authEmail), and its account.
 */
export async function registerMember(baseUrl: string, database: DatabaseHandle, prefix = 'bench-web') {
  const caller = fetchCaller(baseUrl);
  const admin = await register(caller, { email: `bench-admin-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Admin', lastname: 'Bench', company: 'Bench Admin' });
  const email = `${prefix}-${Date.now()}@example.com`;
  const { token, account, identityId } = await register(caller, { email, password: 'bench-password-1', name: 'Bench', lastname: 'User', company: 'Bench' });
  await database.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, account.id));
  return { token, email, account, userId: identityId, adminToken: admin.token };
}

/**
 * A portrait as a delivery stores one: a 512 × 512 JPEG drawn by the browser (shapes and grain, so it weighs
 * what a photo-like portrait does), uploaded by the site admin (48 KB). Its stored name, for seedAvatars' `img`: every
 * avatar of the bench then loads a real image at its own address, as a library does.
 */
export async function uploadBenchPortrait(baseUrl: string, adminToken: string, page: Page): Promise<string> {
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 512;
    const g = canvas.getContext('2d');
    const sky = g.createLinearGradient(0, 0, 512, 512);
    sky.addColorStop(0, '#c7d2fe');
    sky.addColorStop(1, '#fde68a');
    g.fillStyle = sky;
    g.fillRect(0, 0, 512, 512);
    g.fillStyle = '#7c3aed';
    g.beginPath(); g.arc(256, 560, 220, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#f5d0b5';
    g.beginPath(); g.arc(256, 220, 110, 0, Math.PI * 2); g.fill();
    const grain = g.getImageData(0, 0, 512, 512);
    let seed = 7;
    for (let i = 0; i < grain.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed % 21) - 10;
      grain.data[i] += n; grain.data[i + 1] += n; grain.data[i + 2] += n;
    }
    g.putImageData(grain, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85);
  })()`);
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(dataUrl.split(',')[1]!, 'base64')], { type: 'image/jpeg' }), 'portrait.jpg');
  const response = await fetch(`${baseUrl}${endpoints.uploadPortrait.path}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, origin: baseUrl }, body: form });
  if (response.status !== 201) throw new Error(`the portrait upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { img: string }).img;
}

/**
 * Inserts `count` avatars (benchAvatarFields, overridden by `extra`, newest first, `secondsApart(n)` seconds before now) with
 * their Blueprint rows into the account, 500 at a time.
 */
export async function seedAvatars(
  database: DatabaseHandle,
  accountId: string,
  count: number,
  extra: Partial<typeof avatars.$inferInsert> = {},
  secondsApart: (n: number) => number = (n) => n,
): Promise<void> {
  const base = Date.now();
  for (let i = 0; i < count; i += 500) {
    const n = Math.min(500, count - i);
    const docs = await database.db
      .insert(blueprints)
      .values(Array.from({ length: n }, () => ({ accountId, document: null })))
      .returning({ id: blueprints.id });
    await database.db.insert(avatars).values(
      docs.map((doc, j) => ({
        accountId,
        docId: doc.id,
        ...benchAvatarFields(i + j),
        ...extra,
        createdAt: new Date(base - secondsApart(i + j) * 1000),
      })),
    );
  }
}
