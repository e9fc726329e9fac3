// The Avatar Library in Chromium at 5,000 avatars: `npx tsx bench/web-library.ts` after `npm run build` (not a test).
// Starts the built portal (apps/api/dist/main.js, serving apps/web/dist) on a scratch PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), registers an
// account through the API, inserts BENCH_AVATARS (default 5000) avatars with their Blueprint rows directly, signs in
// and prints, from /usr/bin/chromium headless (CHROMIUM_PATH to change):
//   - the signed-out login page's scripts (count and KB);
//   - navigation → first cards painted (performance.now() in a requestAnimationFrame after the first card appears);
//   - a filter change → the new cards painted (from the select's change event to the frame after the list changed).
// Targets (issue 18): first cards < 600 ms, a filter change < 50 ms.
import { endpointUrl, register, type EndpointCaller } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from 'playwright-core';
import { accounts } from '../apps/api/src/features/accounts';
import { avatars } from '../apps/api/src/features/avatars';
import { blueprints } from '../apps/api/src/features/blueprints';
import { openDatabase } from '../apps/api/src/lib/db/database';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { benchAvatarFields } from './support';

const COUNT = Number(process.env.BENCH_AVATARS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (all: number[], values = all.filter((v) => !Number.isNaN(v))) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length}${values.length < all.length ? `, ${all.length - values.length} timed out` : ''})`;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The built portal (what `npm start` runs) on a free port, as e2e/support/portal-server.ts starts it. */
async function startPortal(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve('apps/api/dist/main.js')], {
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
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls a catalogue endpoint over HTTP, as the browser would (with the portal's Origin for better-auth). */
const fetchCaller =
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

const scratch = await createScratchDatabase(adminUrl);
const portal = await startPortal({ DATABASE_URL: scratch.url, AUTH_RATE_LIMIT_IP_MAX: '100000' });
console.warn(`portal on ${portal.baseUrl} (PostgreSQL scratch database)`);
const database = openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 2 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

try {
  // The signed-out login page: which scripts it loads.
  {
    const page = await browser.newPage();
    const scripts: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.push(body.length));
    });
    await page.goto(`${portal.baseUrl}/`, { waitUntil: 'networkidle' });
    console.warn(`login page (signed out): ${scripts.length} scripts, ${(scripts.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB uncompressed`);
    await page.close();
  }

  // A member whose account holds COUNT avatars (the first admin is registered first, so this one is an ordinary member).
  const caller = fetchCaller(portal.baseUrl);
  await register(caller, { email: `bench-admin-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Admin', lastname: 'Bench', company: 'Bench Admin' });
  const email = `bench-web-${Date.now()}@example.com`;
  const { token, account } = await register(caller, { email, password: 'bench-password-1', name: 'Bench', lastname: 'User', company: 'Bench' });
  await database.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, account.id));
  const started = performance.now();
  const base = Date.now();
  for (let i = 0; i < COUNT; i += 500) {
    const n = Math.min(500, COUNT - i);
    const docs = await database.db
      .insert(blueprints)
      .values(Array.from({ length: n }, () => ({ accountId: account.id, document: null })))
      .returning({ id: blueprints.id });
    await database.db.insert(avatars).values(
      docs.map((doc, j) => ({
        accountId: account.id,
        docId: doc.id,
        ...benchAvatarFields(i + j),
        createdAt: new Date(base - (i + j) * 1000),
      })),
    );
  }
  console.warn(`seeded ${COUNT} avatars in ${(performance.now() - started).toFixed(0)} ms (PostgreSQL)`);

  // bypassCSP: the probes below are evaluated as strings, which the portal's CSP (no unsafe-eval) would refuse.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  // The first card painted: the frame after the library's list first holds an article.
  await context.addInitScript({
    content: `
      localStorage.setItem('authToken', ${JSON.stringify(token)});
      localStorage.setItem('authEmail', ${JSON.stringify(email)});
      const firstCardsObserver = new MutationObserver(() => {
        if (!document.querySelector('ul[aria-label="Avatars"] article')) return;
        firstCardsObserver.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__firstCards = performance.now())));
      });
      firstCardsObserver.observe(document, { subtree: true, childList: true });
    `,
  });
  const page = await context.newPage();

  const firstCards = async (): Promise<number> => {
    await page.goto(`${portal.baseUrl}/`);
    await page.waitForFunction('window.__firstCards !== undefined', undefined, { timeout: 60_000 });
    return page.evaluate<number>('window.__firstCards');
  };
  await firstCards(); // warm-up: scripts cached, connections open, as on a second visit
  const firsts: number[] = [];
  for (let i = 0; i < ROUNDS; i++) firsts.push(await firstCards());
  console.warn(`navigation → first cards painted (${COUNT} avatars, scripts cached): ${fmt(firsts)}`);
  // Where the last navigation's time went: each API call's start and end (ms after navigation), and server time.
  const calls = await page.evaluate<string[]>(`
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => new URL(entry.name).pathname.replace(/[0-9a-f-]{36}/g, '{id}') + ' ' + entry.startTime.toFixed(0) + '→' + entry.responseEnd.toFixed(0))
  `);
  console.warn(`  API calls of the last one: ${calls.join(', ')}`);

  /** From the change event of the control to the frame after the count line ("Showing N of M avatars") changed. */
  const timeChange = async (page: Page, act: () => Promise<unknown>): Promise<number> => {
    await page.evaluate(`{
      window.__commits ??= [];
      const countLine = () => [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Showing '))?.textContent ?? '';
      const firstNames = () => [...document.querySelectorAll('ul[aria-label="Avatars"] h2')].slice(0, 3).map((h) => h.textContent).join();
      const before = countLine() + firstNames();
      window.__change = new Promise((resolve) => {
        let start = 0;
        document.addEventListener('change', () => (start = performance.now()), { capture: true, once: true });
        document.addEventListener('click', () => (start = start || performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (countLine() + firstNames() === before || start === 0) return;
          observer.disconnect();
          const committed = performance.now() - start;
          requestAnimationFrame(() => setTimeout(() => {
            window.__commits.push(committed);
            resolve(performance.now() - start);
          }));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      // The block's value is what evaluate answers (and awaits): not the promise above.
      0;
    }`);
    await act();
    // Nothing changed within 30 s counts as a failure rather than a hang.
    return page.evaluate<number>('Promise.race([window.__change, new Promise((r) => setTimeout(() => r(NaN), 30000))])');
  };

  await firstCards();
  const company = page.getByLabel('Company', { exact: true });
  const campaign = page.getByLabel('Campaign', { exact: true });
  const fresh: number[] = [];
  const cached: number[] = [];
  const campaigns: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    fresh.push(await timeChange(page, () => company.selectOption(`Company ${i + 1}`)));
    campaigns.push(await timeChange(page, () => campaign.selectOption(`Campaign ${i % 7}`)));
  }
  for (let i = 0; i < ROUNDS; i++) cached.push(await timeChange(page, () => company.selectOption(`Company ${i + 1}`)));
  console.warn(`filter change → new cards painted, company (first time): ${fmt(fresh)}`);
  console.warn(`filter change → new cards painted, campaign (first time): ${fmt(campaigns)}`);
  console.warn(`filter change → new cards painted, company seen before (cached pages): ${fmt(cached)}`);
  const favourites = await timeChange(page, () => page.getByRole('checkbox', { name: 'Show Favorites' }).click());
  console.warn(`filter change → new cards painted, favourites: ${favourites.toFixed(0)} ms`);
  const commits = await page.evaluate<number[]>('window.__commits');
  console.warn(`  of which until the new cards were in the DOM: ${fmt(commits)}`);
  await context.close();
} finally {
  await browser.close();
  await database.close();
  await portal.stop();
  await scratch.drop();
}
