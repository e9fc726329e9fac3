// Lighthouse 12 mobile performance of the built portal: `npx tsx bench/lighthouse.ts` after `npm run build` (not a test).
// Starts the built portal on a scratch PostgreSQL database (bench/portal.ts: BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres), registers a member whose account holds BENCH_AVATARS (default
// 500) avatars, each with a real portrait (uploadBenchPortrait), starts Chromium headless with a debugging port
// (CHROMIUM_PATH, else a system one, else @sparticuz/chromium's: scripts/browser-path.mjs) and runs `npx -y lighthouse@12`
// against it (mobile, the default simulated throttling, performance only) BENCH_RUNS times (default 3) on each of
// (BENCH_PAGES=login,library,create,thread,avatar,panel to choose):
//   - the login page `/`, signed out;
//   - the avatar library `/`, signed in (authToken/authEmail/authAccount put in localStorage over CDP, kept with
//     --disable-storage-reset; the HTTP cache is cleared before every run, so each one is a first visit);
//   - `/create`, signed in;
//   - a chat thread with its answers by its own address `/chat/avatar/{id}/threads/{threadId}`, signed in: the account
//     on the 'test' membership (chat), a thread with the newest avatar of BENCH_THREAD_QUESTIONS (default 6) questions,
//     each answered (the offline responder, no LLM_* settings);
//   - the newest avatar's detail page `/avatarDetail/{id}`, signed in (its portrait, and the Blueprint document a delivered
//     avatar has: the demo one for its name and occupation, seeded avatars having none; on the phone the frame is below
//     the card, and loads only as it is scrolled towards);
//   - a run panel by its own address `/panels/{id}`, signed in: a question panel of the BENCH_PANEL_SIZE (default 6)
//     newest avatars, run to its end through the API (two rounds of answers and the summary, the offline responder).
// Prints per page the median score, LCP, TBT, CLS, FCP, Lighthouse's CPU index of the host (its benchmarkIndex: the
// phone is simulated as 4× slower than the host, so a slower host scores lower), and for the run with the median score the top audits by
// estimated savings, the LCP element and its phases, the layout shifts, render-blocking requests, unused JavaScript and
// every script loaded with its transfer size; then a table. BENCH_LIGHTHOUSE_DIR keeps the JSON reports there; a build
// with source maps (WEB_DIST_DIR, which the portal serves) breaks the unused JavaScript down by module.
// Targets: score ≥ 95 on each page, CLS 0.
import { endpointPath, endpoints } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { NO_OMNIBOX_POPUP } from '../scripts/browser-path.mjs';
import { avatars } from '../apps/api/src/features/avatars';
import { blueprints } from '../apps/api/src/features/blueprints';
import { demoDocument } from '../apps/api/src/features/demo';
import type { DatabaseHandle } from '../apps/api/src/lib/db/database';
import { benchBrowser, benchBrowserEnv, fetchCaller, freePort, registerMember, seedAvatars, startBenchPortal, uploadBenchPortrait } from './portal';
import { readEvents } from './sse-client';

const COUNT = Number(process.env.BENCH_AVATARS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE = 'lighthouse@12';
const QUESTIONS = Number(process.env.BENCH_THREAD_QUESTIONS ?? 6);
const PANEL_SIZE = Number(process.env.BENCH_PANEL_SIZE ?? 6);
/** The score each page must reach; its CLS must be 0. */
const TARGET_SCORE = 95;
/** BENCH_PAGES=library,create measures only those pages (slugs: login, library, create, thread, avatar, panel). */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);

/** The parts of a Lighthouse result (LHR) read here. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: { type: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
}
interface Report {
  lighthouseVersion: string;
  /** Lighthouse's own measure of the host's CPU before each run: its simulated phone is 4× slower than the host. */
  environment: { benchmarkIndex: number };
  finalDisplayedUrl: string;
  runWarnings: string[];
  categories: { performance: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, Audit>;
}
type Item = Record<string, unknown>;
interface NodeValue {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: unknown) => `${(Number(bytes ?? 0) / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const short = (url: unknown, origin: string) => String(url).replace(origin, '');
const nodeOf = (value: unknown) => {
  const node = value as NodeValue | undefined;
  if (node?.type !== 'node') return String(value ?? '');
  return `${node.snippet ?? ''}${node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}"` : ''}${node.selector ? ` (${node.selector})` : ''}`;
};

/** Runs a command, answers its stdout; stderr is shown only when it fails. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done(out) : fail(new Error(`${command} ${args.join(' ')} exited ${code}\n${err}`))));
  });
}

/**
 * Chromium headless with a debugging port and its own profile, so Lighthouse and Playwright share its storage;
 * without the omnibox popup's renderer, which took CPU from the page Lighthouse times (scripts/browser-path.mjs).
 */
async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'portal-bench-lighthouse-chromium-'));
  const child = spawn(
    benchBrowser().executablePath,
    [`--remote-debugging-port=${port}`, '--headless=new', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`, '--no-first-run', '--no-default-browser-check', NO_OMNIBOX_POPUP, 'about:blank'],
    { env: benchBrowserEnv(), stdio: ['ignore', 'ignore', 'ignore'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let tries = 0; ; tries++) {
    if (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false)) break;
    if (tries > 150) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Before each run, over CDP: the portal origin's localStorage set to `storage` (signed in) or emptied (signed out),
 * and the HTTP cache cleared (--disable-storage-reset keeps both, so without this every run after the first would
 * find the scripts cached).
 */
async function prepareBrowser(debugPort: number, origin: string, storage: Record<string, string> | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    // A string (bench/ is typed without the DOM library): the items as JSON literals.
    await page.evaluate(`localStorage.clear(); ${Object.entries(storage ?? {}).map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join(' ')}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close(); // disconnects: the browser was not launched by Playwright, so it keeps running
  }
}

/** A real JPEG portrait for the seeded avatars (bench/portal.ts), drawn in the benchmark's Chromium. */
async function portraitFor(debugPort: number, origin: string, adminToken: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const img = await uploadBenchPortrait(origin, adminToken, page);
    await page.close();
    return img;
  } finally {
    await browser.close();
  }
}

interface Member {
  token: string;
  accountId: string;
  adminToken: string;
}

/** The member's newest avatars, newest first. */
async function newestAvatars(database: DatabaseHandle, accountId: string, count: number): Promise<string[]> {
  const rows = await database.db.select({ id: avatars.id }).from(avatars).where(eq(avatars.accountId, accountId)).orderBy(desc(avatars.createdAt)).limit(count);
  if (rows.length < count) throw new Error(`${count} avatars needed, the account holds ${rows.length}: raise BENCH_AVATARS`);
  return rows.map((row) => row.id);
}

/** The avatar's detail page as a delivered avatar's shows: its Blueprint gets a whole document. Its address. */
async function deliveredAvatar(database: DatabaseHandle, accountId: string) {
  const [avatarId] = await newestAvatars(database, accountId, 1);
  const [avatar] = await database.db.select().from(avatars).where(eq(avatars.id, avatarId!));
  await database.db.update(blueprints).set({ document: demoDocument(avatar!, avatar!.companyName) }).where(eq(blueprints.id, avatar!.docId!));
  return `/avatarDetail/${avatarId}`;
}

/** Chat and panels need a membership CHAT_MEMBERSHIPS lists: the account goes on 'test'. */
async function allowChat(baseUrl: string, member: Member) {
  await fetchCaller(baseUrl)(endpoints.setMembership, { params: { id: member.accountId }, body: { membership: 'test' }, token: member.adminToken });
}

/** A thread with the member's newest avatar, its questions answered, made through the API as the chat screen does. Its address. */
async function answeredThread(baseUrl: string, database: DatabaseHandle, member: Member): Promise<string> {
  const call = fetchCaller(baseUrl);
  const [avatarId] = await newestAvatars(database, member.accountId, 1);
  const thread = await call(endpoints.newThread, { body: { accountId: member.accountId, avatarId: avatarId! }, token: member.token });
  for (let n = 1; n <= QUESTIONS; n++) {
    await call(endpoints.sendChatMessage, { body: { threadId: thread.id, message: `What matters most to you when you choose gear, part ${n}?` }, token: member.token });
  }
  return `/chat/avatar/${avatarId}/threads/${thread.id}`;
}

/** A question panel of the newest avatars, made and run to its end through the API as the panel screen does. Its address. */
async function runPanel(baseUrl: string, database: DatabaseHandle, member: Member): Promise<string> {
  const avatarIds = await newestAvatars(database, member.accountId, PANEL_SIZE);
  const prompt = 'Would you pay $49 a month for a tool that plans your next trip? Why or why not?';
  const panel = await fetchCaller(baseUrl)(endpoints.createPanel, { body: { accountId: member.accountId, kind: 'question', avatarIds, prompt }, token: member.token });
  const events = await readEvents(`${baseUrl}${endpointPath(endpoints.runPanel, { id: panel.id })}`, { token: member.token });
  if (!events.some((event) => event.type === 'summary')) throw new Error(`the panel ended without a summary: ${events.map((event) => event.type).join(', ')}`);
  return `/panels/${panel.id}`;
}

interface PageFigures {
  label: string;
  scores: number[];
  lcp: number[];
  tbt: number[];
  cls: number[];
  fcp: number[];
  cpu: number[];
  report: Report; // the run with the median score
}

/** The audits with estimated savings, largest first: time (overall or the largest metric saving), then CLS, then bytes. */
function topSavings(report: Report, count: number) {
  const ids = new Set(report.categories.performance.auditRefs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden').map((ref) => ref.id));
  return Object.values(report.audits)
    .filter((audit) => ids.has(audit.id) && audit.score !== null && audit.score < 1 && !['notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return {
        audit,
        ms: audit.details?.overallSavingsMs ?? Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0),
        cls: savings.CLS ?? 0,
        bytes: audit.details?.overallSavingsBytes ?? 0,
        savings,
      };
    })
    .filter((s) => s.ms > 0 || s.cls > 0 || s.bytes > 0)
    .sort((a, b) => b.ms - a.ms || b.cls - a.cls || b.bytes - a.bytes)
    .slice(0, count);
}

const itemsOf = (report: Report, id: string) => (report.audits[id]?.details?.items ?? []) as Item[];

function printDiagnosis(figures: PageFigures, origin: string) {
  const { report } = figures;
  const audits = report.audits;
  const line = (text: string) => console.warn(`  ${text}`);
  console.warn(`\n${figures.label}: median score ${median(figures.scores)} (runs ${figures.scores.join(', ')}), LCP ${ms(median(figures.lcp))}, TBT ${ms(median(figures.tbt))}, CLS ${median(figures.cls).toFixed(3)}, FCP ${ms(median(figures.fcp))}`);
  line(`the run with the median score, ${report.finalDisplayedUrl}${report.runWarnings.length ? ` (warnings: ${report.runWarnings.join(' / ')})` : ''}:`);
  line(`  speed index ${audits['speed-index']?.displayValue ?? '?'}, TTI ${audits.interactive?.displayValue ?? '?'}, main thread ${audits['mainthread-work-breakdown']?.displayValue ?? '?'}, JS execution ${audits['bootup-time']?.displayValue ?? '?'}`);

  line('top audits by estimated savings:');
  const top = topSavings(report, 3);
  if (top.length === 0) line('  (none with savings)');
  for (const { audit, ms: saved, cls, bytes, savings } of top) {
    const parts = [saved ? `${ms(saved)}` : '', cls ? `CLS ${cls.toFixed(3)}` : '', bytes ? kb(bytes) : ''].filter(Boolean).join(', ');
    const metrics = Object.entries(savings)
      .filter(([, v]) => v)
      .map(([k, v]) => `${k} ${k === 'CLS' ? Number(v).toFixed(3) : Math.round(Number(v))}`)
      .join(' ');
    line(`  ${audit.title} (${audit.id}): ${parts}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${metrics ? ` [metric savings: ${metrics}]` : ''}`);
  }

  // The LCP element and its phases: LH 12 gives a list of two tables (the element, then the phases).
  const lcpDetails = audits['largest-contentful-paint-element']?.details as { type: string; items?: { items?: Item[] }[] } | undefined;
  const [lcpElement, lcpPhases] = lcpDetails?.type === 'list' ? (lcpDetails.items ?? []).map((table) => table.items ?? []) : [itemsOf(report, 'largest-contentful-paint-element'), []];
  line(`LCP element: ${lcpElement?.[0] ? nodeOf(lcpElement[0].node) : '(none reported)'}`);
  if (lcpPhases?.length) line(`  phases: ${lcpPhases.map((p) => `${String(p.phase)} ${ms(Number(p.timing))}`).join(', ')}`);

  const shifts = itemsOf(report, 'layout-shifts');
  line(`layout shifts: ${shifts.length === 0 ? 'none' : ''}`);
  for (const shift of shifts.slice(0, 5)) {
    const culprits = ((shift.subItems as { items?: Item[] } | undefined)?.items ?? []).map((c) => `${String(c.cause ?? '')}${c.extra ? ` ${nodeOf(c.extra)}` : ''}`);
    line(`  ${Number(shift.score).toFixed(4)} ${nodeOf(shift.node)}${culprits.length ? ` — causes: ${culprits.join('; ')}` : ''}`);
  }

  const blocking = itemsOf(report, 'render-blocking-resources');
  const blockingInsight = itemsOf(report, 'render-blocking-insight');
  line(`render-blocking requests: ${blocking.length || blockingInsight.length ? '' : 'none'}`);
  for (const item of blocking.length ? blocking : blockingInsight) line(`  ${short(item.url, origin)} ${kb(item.totalBytes ?? item.transferSize)}${item.wastedMs ? `, ${ms(Number(item.wastedMs))}` : ''}`);

  const unused = itemsOf(report, 'unused-javascript');
  line(`unused JavaScript: ${unused.length ? '' : 'none flagged'}`);
  for (const item of unused) {
    line(`  ${short(item.url, origin)}: ${kb(item.wastedBytes)} of ${kb(item.totalBytes)} transferred unused (${Math.round(Number(item.wastedPercent ?? 0))}%)`);
    // By module, when the build has source maps (vite build --sourcemap, served through WEB_DIST_DIR).
    const modules = ((item.subItems as { items?: Item[] } | undefined)?.items ?? []).slice(0, 5);
    if (modules.length) line(`    of which ${modules.map((m) => `${String(m.source).replace(/^(\.\.\/)+/, '')} ${kb(m.sourceWastedBytes)}`).join(', ')}`);
  }

  const requests = itemsOf(report, 'network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const total = (items: Item[], key: string) => items.reduce((sum, r) => sum + Number(r[key] ?? 0), 0);
  line(`scripts loaded: ${scripts.length}, ${kb(total(scripts, 'transferSize'))} transferred (${kb(total(scripts, 'resourceSize'))} uncompressed); all requests: ${requests.length}, ${kb(total(requests, 'transferSize'))}`);
  for (const r of [...scripts].sort((a, b) => Number(b.transferSize) - Number(a.transferSize))) {
    line(`  ${short(r.url, origin)}: ${kb(r.transferSize)} (${kb(r.resourceSize)} uncompressed), ${Math.round(Number(r.networkRequestTime ?? 0))}→${Math.round(Number(r.networkEndTime ?? 0))} ms`);
  }
  const others = requests.filter((r) => r.resourceType !== 'Script');
  line(`other requests: ${others.map((r) => `${short(r.url, origin)} ${r.resourceType} ${r.statusCode} ${kb(r.transferSize)}`).join(', ')}`);
}

await run('npx', ['-y', LIGHTHOUSE, '--version']).then(
  (version) => console.warn(`lighthouse ${version.trim()}`),
  (error: Error) => {
    throw new Error(`npx -y ${LIGHTHOUSE} --version failed (it downloads Lighthouse from npm once): ${error.message}`);
  },
);

const portal = await startBenchPortal();
console.warn(`portal on ${portal.baseUrl} (PostgreSQL scratch database)`);
const chrome = await startChromium();
const reports = process.env.BENCH_LIGHTHOUSE_DIR ? resolve(process.env.BENCH_LIGHTHOUSE_DIR) : await mkdtemp(join(tmpdir(), 'portal-bench-lighthouse-'));
await mkdir(reports, { recursive: true });

try {
  const { token, email, account, adminToken } = await registerMember(portal.baseUrl, portal.database, 'bench-lighthouse');
  await seedAvatars(portal.database, account.id, COUNT, { img: await portraitFor(chrome.port, portal.baseUrl, adminToken) });
  console.warn(`seeded ${COUNT} avatars`);
  // What a returning member's browser holds (lib/token-store.ts): the token, the email and the account's id.
  const signedIn = { authToken: token, authEmail: email, authAccount: account.id };

  const measured = (slug: string) => ONLY.length === 0 || ONLY.includes(slug);
  const member = { token, accountId: account.id, adminToken };
  if (measured('thread') || measured('panel')) await allowChat(portal.baseUrl, member);
  const threadPath = measured('thread') ? await answeredThread(portal.baseUrl, portal.database, member) : '';
  const avatarPath = measured('avatar') ? await deliveredAvatar(portal.database, account.id) : '';
  const panelPath = measured('panel') ? await runPanel(portal.baseUrl, portal.database, member) : '';
  const pages = [
    { label: 'login page / (signed out)', slug: 'login', path: '/', storage: null },
    { label: `avatar library / (signed in, ${COUNT} avatars)`, slug: 'library', path: '/', storage: signedIn },
    { label: '/create (signed in)', slug: 'create', path: '/create', storage: signedIn },
    { label: `a chat thread with its ${QUESTIONS} answers (signed in)`, slug: 'thread', path: threadPath, storage: signedIn },
    { label: 'an avatar detail page (signed in)', slug: 'avatar', path: avatarPath, storage: signedIn },
    { label: `a run panel of ${PANEL_SIZE} avatars (signed in)`, slug: 'panel', path: panelPath, storage: signedIn },
  ];
  const results: PageFigures[] = [];
  for (const { label, slug, path, storage } of pages.filter((page) => measured(page.slug))) {
    const runs: Report[] = [];
    for (let i = 0; i < RUNS; i++) {
      const file = join(reports, `${slug}-${i + 1}.json`);
      const measure = async () => {
        await prepareBrowser(chrome.port, portal.baseUrl, storage);
        await run('npx', ['-y', LIGHTHOUSE, `${portal.baseUrl}${path}`, `--port=${chrome.port}`, '--disable-storage-reset', '--output=json', `--output-path=${file}`, '--only-categories=performance', '--quiet']);
      };
      // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is measured again, once.
      await measure().catch((error: unknown) => {
        console.warn(`  ${label} run ${i + 1} failed, measured again: ${String(error).split('\n').find((line) => line.includes('Runtime error')) ?? error}`);
        return measure();
      });
      const report = JSON.parse(await readFile(file, 'utf8')) as Report;
      runs.push(report);
      const score = Math.round((report.categories.performance.score ?? 0) * 100);
      console.warn(`  ${label} run ${i + 1}: score ${score}, LCP ${report.audits['largest-contentful-paint']?.displayValue}, TBT ${report.audits['total-blocking-time']?.displayValue}, CLS ${report.audits['cumulative-layout-shift']?.displayValue}, FCP ${report.audits['first-contentful-paint']?.displayValue} (${report.finalDisplayedUrl})`);
    }
    const value = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
    const scores = runs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100));
    const byScore = runs.map((report, i) => ({ report, score: scores[i]! })).sort((a, b) => a.score - b.score);
    results.push({
      label,
      scores,
      lcp: runs.map((r) => value(r, 'largest-contentful-paint')),
      tbt: runs.map((r) => value(r, 'total-blocking-time')),
      cls: runs.map((r) => value(r, 'cumulative-layout-shift')),
      fcp: runs.map((r) => value(r, 'first-contentful-paint')),
      cpu: runs.map((r) => r.environment.benchmarkIndex),
      report: byScore[Math.floor(byScore.length / 2)]!.report,
    });
  }

  for (const figures of results) printDiagnosis(figures, portal.baseUrl);

  console.warn(`\nLighthouse ${results[0]?.report.lighthouseVersion} mobile (simulated throttling), median of ${RUNS} runs; targets: score ≥ ${TARGET_SCORE}, CLS 0`);
  const head = ['page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'CPU index', 'targets'];
  const lines = results.map((r) => {
    const score = median(r.scores);
    const cls = median(r.cls);
    return [r.label, String(score), ms(median(r.lcp)), ms(median(r.tbt)), cls.toFixed(3), ms(median(r.fcp)), String(Math.round(median(r.cpu))), score >= TARGET_SCORE && cls === 0 ? 'met' : `MISSED${score < TARGET_SCORE ? ' (score)' : ''}${cls > 0 ? ' (CLS)' : ''}`];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  process.stdout.write(`${[format(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(format)].join('\n')}\n`);
  if (process.env.BENCH_LIGHTHOUSE_DIR) console.warn(`JSON reports in ${reports}`);
} finally {
  await chrome.stop();
  await portal.stop();
  if (!process.env.BENCH_LIGHTHOUSE_DIR) await rm(reports, { recursive: true, force: true });
}
