// The persona's paths against a model of known pace: `npm run bench:persona` (also a section of `npm run bench`).
// Needs `npm run build` (the built server, apps/api/dist/main.js) and PostgreSQL (BENCH_DATABASE_URL): the portal
// runs as its own process on a scratch database, configured with the fake model of bench/persona-model.ts, so
// what a client waits beyond the model's own time is the portal's cost. Sections (BENCH_SKIP skips any):
//   - chat: time to the first token a client of the stream sees, beyond the model's own first token, at
//     BENCH_CHAT_CONCURRENCY conversations at once ("1,20"), BENCH_CHAT_QUESTIONS questions each (20), more where
//     fewer conversations would give under BENCH_CHAT_MIN_ANSWERS (60) answers a side; bound 5 ms.
//     Before each question its person thinks for a time drawn evenly from 0 to BENCH_CHAT_THINK_MS (2000: reading the
//     answer, typing the next), so the conversations drift apart as people's do; 0 keeps them in lockstep (every
//     question of a wave arrives in the same millisecond, and the wave's last waits for the ones before it). Its limit
//     is measured in the same run: the same conversations with a bare relay of the same model (bench/model-relay.mjs,
//     a process with no identity, database, budget or prompt), in BENCH_CHAT_ROUNDS (4) rounds taken in turn with the
//     portal's, printed as its own row and as the portal beyond it;
//   - panel: a six-avatar question panel (two rounds and the summary) against the slowest avatar's two rounds by
//     the model's settings (the summary is written without the model), BENCH_PANELS runs (5); bound 1.2×;
//   - draft: a Blueprint draft's first partial event beyond the model's first token, BENCH_DRAFTS runs (10); bound 50 ms;
//   - memory: the server's RSS and heap over BENCH_MEMORY_ANSWERS streamed answers (500), 20 at a time, and its heap
//     after a full collection (bench/gc-probe.mjs): its slope over the second half of the answers (the first half
//     is the warm-up: code compiled, pools and bounded caches filled) against a bound of 1 MiB per 100 answers;
//   - offline: the offline persona's own answer time (no model, no pauses between words).
import { endpointPath, endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { blueprints } from '../apps/api/src/features/blueprints';
import { orders } from '../apps/api/src/features/orders';
import { createOfflineModel } from '../apps/api/src/features/persona/offline-model';
import { RITA } from '../apps/api/src/features/persona/persona.fixture';
import type { ReceivedCompletion } from '../apps/api/src/test/fakes/fake-openai';
import { ANSWER_TOKENS, answerMs, requestText, settingsLine, startPacedModel } from './persona-model';
import { fetchCaller, freePort, registerMember, seedAvatars, startBenchPortal } from './portal';
import { readEvents, type ArrivedEvent } from './sse-client';
import { percentile } from './support';

const env = process.env;
const CONCURRENCY = (env.BENCH_CHAT_CONCURRENCY ?? '1,20').split(',').map(Number);
const QUESTIONS = Number(env.BENCH_CHAT_QUESTIONS ?? 20);
const THINK_MS = Number(env.BENCH_CHAT_THINK_MS ?? 2000);
/**
 * The fewest answers a side a level is measured by: the 95th percentile of 20 is their second largest, with one
 * answer beyond it; of 60, three lie beyond it.
 */
const MIN_ANSWERS = Number(env.BENCH_CHAT_MIN_ANSWERS ?? 60);
const ROUNDS = Math.max(1, Number(env.BENCH_CHAT_ROUNDS ?? 4));
const PANELS = Number(env.BENCH_PANELS ?? 5);
const DRAFTS = Number(env.BENCH_DRAFTS ?? 10);
const MEMORY_ANSWERS = Number(env.BENCH_MEMORY_ANSWERS ?? 500);
const MEMORY_CONCURRENCY = 20;
/** The most the heap a full collection leaves may grow per 100 answers once warm (KiB). */
const MEMORY_SLOPE_BOUND_KIB = 1024;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const PANEL_SIZE = 6;

/** One row of the section's table: what a client waited beyond the model's own time, against its bound. */
export interface PersonaRow {
  label: string;
  n: number;
  /** The portal's cost per run (ms), or the ratio for a panel. */
  values: number[];
  unit: 'ms' | '×';
  bound: number;
  note?: string;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const fmt = (value: number, unit: PersonaRow['unit']) => (unit === '×' ? `${value.toFixed(2)}×` : `${value.toFixed(1)} ms`);

/** The rows as a table: p50 and p95 of the portal's cost, the bound, and whether p95 is within it. */
export function printPersonaTable(rows: PersonaRow[]): void {
  const lines = rows.map((r) => {
    const s = sorted(r.values);
    const p95 = percentile(s, 95);
    return [r.label, String(r.n), fmt(percentile(s, 50), r.unit), fmt(p95, r.unit), fmt(r.bound, r.unit), p95 <= r.bound ? 'PASS' : 'FAIL'];
  });
  const head = ['persona path (portal beyond the model)', 'n', 'p50', 'p95', 'bound', 'p95 within'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  process.stdout.write(`${[format(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(format)].join('\n')}\n`);
  for (const row of rows) if (row.note) process.stdout.write(`  ${row.label}: ${row.note}\n`);
}

const stats = (values: number[]) => {
  const s = sorted(values);
  return `p50 ${percentile(s, 50).toFixed(1)} / p95 ${percentile(s, 95).toFixed(1)} ms`;
};

/**
 * The request the fake received for the question carrying `tag` (concurrent questions are told apart by it), the
 * latest if it was asked twice, taken out of the list: this process is the client too, and joining every prompt of
 * a growing list would be garbage its collector pauses other conversations' reading for.
 */
function takeRequestTagged(received: ReceivedCompletion[], tag: string): ReceivedCompletion {
  for (let i = received.length - 1; i >= 0; i--) if (received[i]!.body.messages?.at(-1)?.content.includes(tag)) return received.splice(i, 1)[0]!;
  throw new Error(`the model never received ${tag}`);
}

/** The two hops of a run: the client's question to the model, and the model's first token to the client. */
const hops = (of: { before: number; forward: number }[]) => `before the model is asked ${stats(of.map((r) => r.before))}; first token forwarded ${stats(of.map((r) => r.forward))}`;

/** Where a client's wait for the first piece went: before the model was asked, the model's own, forwarding. */
function split(sentAt: number, firstAt: number, request: ReceivedCompletion) {
  if (request.firstChunkAt === undefined) throw new Error('the model wrote nothing');
  const model = request.firstChunkAt - request.at;
  return { overhead: firstAt - sentAt - model, before: request.at - sentAt, forward: firstAt - request.firstChunkAt, model };
}

type Portal = Awaited<ReturnType<typeof setUp>>;

/** The built portal talking to the paced fake, an active member on the chat membership with six avatars. */
async function setUp() {
  const model = await startPacedModel();
  const probeDir = await mkdtemp(join(tmpdir(), 'portal-bench-gc-'));
  const probeFile = join(probeDir, 'heap.txt');
  const portal = await startBenchPortal({
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(import.meta.dirname, 'gc-probe.mjs')).href}`.trim(),
    BENCH_GC_PROBE_FILE: probeFile,
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'bench-model',
    LLM_TIMEOUT_MS: '60000',
    METRICS_TOKEN,
    ANSWERS_IN_PROGRESS_MAX: '100',
    CHAT_ANSWERS_PER_HOUR: '100000',
    PANEL_RUNS_PER_HOUR: '10000',
    DRAFTS_PER_HOUR: '10000',
  });
  const member = await registerMember(portal.baseUrl, portal.database, 'bench-persona');
  await fetchCaller(portal.baseUrl)(endpoints.setMembership, { params: { id: member.account.id }, body: { membership: 'test' }, token: member.adminToken });
  await seedAvatars(portal.database, member.account.id, PANEL_SIZE);
  await portal.database.db.update(blueprints).set({ document: { version: 1, sections: RITA.sections } }).where(eq(blueprints.accountId, member.account.id));
  const rows = await fetchCaller(portal.baseUrl)(endpoints.listAvatars, { params: { accountId: member.account.id }, token: member.token });
  return { model, portal, member, avatarIds: rows.map((a) => a.id), probeFile, probeDir };
}

/** A new thread with the n-th avatar. */
const newThread = (p: Portal, n: number) =>
  fetchCaller(p.portal.baseUrl)(endpoints.newThread, { body: { accountId: p.member.account.id, avatarId: p.avatarIds[n % p.avatarIds.length]! }, token: p.member.token });

/** Where a question goes: the portal's chat in a thread, or the bare relay (bench/model-relay.mjs). */
type Asked = (message: string) => { url: string; token: string; body: unknown };
const inThread =
  (p: Portal, threadId: string): Asked =>
  (message) => ({ url: `${p.portal.baseUrl}${endpoints.streamChatMessage.path}`, token: p.member.token, body: { threadId, message } });

/** One question, streamed: the cost before its first token beyond the model's own, and where it went. */
async function ask(p: Portal, asked: Asked) {
  const tag = `[bench ${crypto.randomUUID()}]`;
  const { url, token, body } = asked(`Would you pay for this? ${tag}`);
  const sentAt = performance.now();
  let firstAt = 0;
  let savedAt = 0;
  await readEvents(url, { token, body }, (event) => {
    if (event.type === 'user') savedAt = event.at;
    if (event.type === 'delta' && !firstAt) firstAt = event.at;
  });
  if (!firstAt || !savedAt) throw new Error('the answer had no question event or no delta');
  const request = takeRequestTagged(p.model.received, tag);
  // The `user` event comes once the question is saved: the wait before the model splits at it.
  return { ...split(sentAt, firstAt, request), saved: savedAt - sentAt };
}

type Answered = Awaited<ReturnType<typeof ask>>;

/**
 * `total` questions over `conversations` threads at once (each thread asks one at a time), or over as many
 * conversations with the bare relay; `after` sees each answer's number.
 */
async function converse(p: Portal, conversations: number, perConversation: number, think: number, { after = async () => undefined, relay }: { after?: (answered: number) => Promise<void>; relay?: string } = {}) {
  const relayed: Asked = (message) => ({ url: `${relay}/relay`, token: 'none', body: { message } });
  const targets = relay
    ? Array.from({ length: conversations }, () => relayed)
    : (await Promise.all(Array.from({ length: conversations }, (_, n) => newThread(p, n)))).map((thread) => inThread(p, thread.id));
  const results: Answered[] = [];
  await Promise.all(
    targets.map(async (target) => {
      for (let q = 0; q < perConversation; q++) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * think));
        results.push(await ask(p, target));
        await after(results.length);
      }
    }),
  );
  return results;
}

/**
 * The chat against its limit in the same run: the same conversations with the bare relay (bench/model-relay.mjs),
 * a process of its own between the client and the same model, in ROUNDS rounds taken in turn with the portal's, so
 * both meet the machine as it is over the whole run (a noisy minute falls on both) rather than one after the other.
 */
async function chatSection(p: Portal, rows: PersonaRow[]) {
  const relay = await startRelay(p.model.baseUrl);
  try {
    for (const conversations of CONCURRENCY) {
      const label = `${conversations} conversation${conversations === 1 ? '' : 's'}${THINK_MS > 0 ? '' : ' in lockstep'}`;
      const perConversation = Math.max(QUESTIONS, Math.ceil(MIN_ANSWERS / conversations));
      const rounds = Math.min(ROUNDS, perConversation);
      const results: Answered[] = [];
      const limit: Answered[] = [];
      // The first warm-up (20 answers on each side) compiles their paths, as a server that has been answering has
      // them. Every round then starts with a few answers of its side (not counted), so neither starts from the
      // other's turn: a caller idle past the identity cache's five seconds is looked up again, in both alike.
      await converse(p, 5, 4, 0);
      await converse(p, 5, 4, 0, { relay: relay.baseUrl });
      for (let round = 0; round < rounds; round++) {
        const questions = Math.floor((perConversation * (round + 1)) / rounds) - Math.floor((perConversation * round) / rounds);
        const warm = Math.min(conversations, 5);
        await converse(p, warm, 2, 0);
        results.push(...(await converse(p, conversations, questions, THINK_MS)));
        await converse(p, warm, 2, 0, { relay: relay.baseUrl });
        limit.push(...(await converse(p, conversations, questions, THINK_MS, { relay: relay.baseUrl })));
      }
      const overheads = (of: Answered[]) => sorted(of.map((r) => r.overhead));
      const beyond = (pct: number) => (percentile(overheads(results), pct) - percentile(overheads(limit), pct)).toFixed(1);
      rows.push({
        label: `chat, first token, ${label}`,
        n: results.length,
        values: overheads(results),
        unit: 'ms',
        bound: 5,
        note: `${THINK_MS > 0 ? `thinking 0–${THINK_MS} ms before each question; ` : ''}${rounds} rounds in turn with the relay's; question saved (its event) ${stats(results.map((r) => r.saved))}; ${hops(results)}; the model's own ${stats(results.map((r) => r.model))}; the portal beyond the bare relay at p50 ${beyond(50)} / p95 ${beyond(95)} ms`,
      });
      rows.push({ label: `limit: a bare relay, first token, ${label}`, n: limit.length, values: overheads(limit), unit: 'ms', bound: 5, note: `no identity, database, budget or prompt: the two hops alone (bench/model-relay.mjs); ${hops(limit)}` });
    }
  } finally {
    relay.stop();
  }
}

/** The bare relay (bench/model-relay.mjs) in a process of its own, in front of the model at `modelUrl`. */
async function startRelay(modelUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'model-relay.mjs'), String(port), modelUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, failed) => {
    child.stdout.once('data', () => ready());
    child.once('exit', (code) => failed(new Error(`the relay exited (${code}) before listening`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function panelSection(p: Portal, rows: PersonaRow[]) {
  const ratios: number[] = [];
  const spreads: number[] = [];
  const expected = 2 * answerMs(ANSWER_TOKENS);
  for (let run = 0; run < PANELS; run++) {
    const prompt = `Would you buy this online or in a store? [bench ${crypto.randomUUID()}]`;
    const panel = await fetchCaller(p.portal.baseUrl)(endpoints.createPanel, {
      body: { accountId: p.member.account.id, kind: 'question', avatarIds: p.avatarIds.slice(0, PANEL_SIZE), prompt },
      token: p.member.token,
    });
    const sentAt = performance.now();
    const events = await readEvents(`${p.portal.baseUrl}${endpointPath(endpoints.runPanel, { id: panel.id })}`, { token: p.member.token });
    const done = events.find((e) => e.type === 'done');
    if (!done || !events.some((e) => e.type === 'summary')) throw new Error(`the panel ended without a summary: ${events.map((e) => e.type).join(', ')}`);
    ratios.push((done.at - sentAt) / expected);
    // Each round's requests reach the model together when the avatars answer concurrently.
    const asked = p.model.received.filter((r) => requestText(r).includes(prompt)).map((r) => r.at).sort((a, b) => a - b);
    if (asked.length !== 2 * PANEL_SIZE) throw new Error(`the model was asked ${asked.length} times for a panel of ${PANEL_SIZE}`);
    spreads.push(asked[PANEL_SIZE - 1]! - asked[0]!, asked[2 * PANEL_SIZE - 1]! - asked[PANEL_SIZE]!);
  }
  rows.push({
    label: `panel of ${PANEL_SIZE}, two rounds and summary, total vs model`,
    n: ratios.length,
    values: ratios,
    unit: '×',
    bound: 1.2,
    note: `the model's two rounds take ${expected.toFixed(0)} ms (the summary is written without it); the ${PANEL_SIZE} requests of a round reached the model within ${stats(spreads)} of each other`,
  });
}

async function draftSection(p: Portal, rows: PersonaRow[]) {
  const [order] = await p.portal.database.db
    .insert(orders)
    .values({ accountId: p.member.account.id, userId: p.member.userId, companyName: 'Bench Co', campaignName: 'Launch', product: 'Close software', context: 'Launching in spring', price: 1, expectedAt: new Date() })
    .returning();
  const results: ReturnType<typeof split>[] = [];
  for (let run = 0; run < DRAFTS + 1; run++) {
    const before = p.model.received.length;
    const sentAt = performance.now();
    let partial: ArrivedEvent | undefined;
    await readEvents(`${p.portal.baseUrl}${endpointPath(endpoints.draftBlueprint, { id: order!.id })}`, { token: p.member.adminToken }, (event) => {
      if (event.type === 'partial') partial ??= event;
    });
    const request = p.model.received[before];
    if (!partial || !request) throw new Error('the draft had no partial event');
    if (run > 0) results.push(split(sentAt, partial.at, request)); // the first is a warm-up
  }
  rows.push({
    label: 'Blueprint draft, first partial event',
    n: results.length,
    values: results.map((r) => r.overhead),
    unit: 'ms',
    bound: 50,
    note: `before the model is asked ${stats(results.map((r) => r.before))}; first partial forwarded ${stats(results.map((r) => r.forward))}`,
  });
}

/** The server's resident memory and heap in use (its own metrics: prom-client's process and Node series), MiB. */
async function serverMemory(p: Portal) {
  const text = await (await fetch(`${p.portal.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sample = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { rss: sample('process_resident_memory_bytes'), heap: sample('nodejs_heap_size_used_bytes') };
}

/** The server's memory after a full collection (bench/gc-probe.mjs answers SIGWINCH), MiB. */
async function heapAfterGc(p: Portal) {
  const lines = async () => (await readFile(p.probeFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const before = (await lines()).length;
  process.kill(p.portal.pid, 'SIGWINCH');
  for (let tries = 0; tries < 500; tries++) {
    const now = await lines();
    if (now.length > before) {
      const usage = JSON.parse(now.at(-1)!) as NodeJS.MemoryUsage;
      const mib = (bytes: number) => bytes / 2 ** 20;
      return { heap: mib(usage.heapUsed), heapTotal: mib(usage.heapTotal), external: mib(usage.external), arrayBuffers: mib(usage.arrayBuffers) };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not answer the gc probe (is bench/gc-probe.mjs loaded?)');
}

/** The least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den ? num / den : 0;
}

const kib = (perHundredMiB: number) => `${perHundredMiB >= 0 ? '+' : ''}${(perHundredMiB * 1024).toFixed(0)} KiB per 100 answers`;

async function memorySection(p: Portal) {
  await converse(p, MEMORY_CONCURRENCY, 1, 0); // warm-up: the start is measured on a server that has answered
  const sample = async (answered: number) => ({ answered, ...(await serverMemory(p)), gc: await heapAfterGc(p) });
  const samples = [await sample(0)];
  const every = Math.max(1, Math.floor(MEMORY_ANSWERS / 20));
  const perConversation = Math.ceil(MEMORY_ANSWERS / MEMORY_CONCURRENCY);
  await converse(p, MEMORY_CONCURRENCY, perConversation, 0, { after: async (answered) => {
    if (answered % every === 0) samples.push(await sample(answered));
  } });
  const total = MEMORY_CONCURRENCY * perConversation;
  samples.push(await sample(total));
  const line = (key: 'rss' | 'heap') => {
    const values = samples.map((s) => s[key]);
    const perHundred = slope(samples.map((s) => ({ x: s.answered, y: s[key] }))) * 100;
    return `${key} start ${values[0]!.toFixed(1)}, end ${values.at(-1)!.toFixed(1)}, peak ${Math.max(...values).toFixed(1)} MiB, slope ${kib(perHundred)}`;
  };
  process.stdout.write(`memory of the server over ${total} streamed answers (${MEMORY_CONCURRENCY} at a time, ${samples.length} samples): ${line('rss')}; ${line('heap')}\n`);
  // The heap a full collection leaves, over the second half only: the first half is the warm-up (code compiled
  // and optimised, the pools and the bounded caches filling) that a longer run does not repeat.
  const warm = samples.filter((s) => s.answered >= total / 2);
  const warmSlope = slope(warm.map((s) => ({ x: s.answered, y: s.gc.heap }))) * 100;
  const warmRss = slope(warm.map((s) => ({ x: s.answered, y: s.rss }))) * 100;
  const at = (answered: number) => samples.find((s) => s.answered >= answered)!.gc.heap.toFixed(1);
  const first = samples[0]!.gc;
  const last = samples.at(-1)!.gc;
  process.stdout.write(
    `  heap after a full gc: start ${at(0)}, at ${warm[0]!.answered} answers ${at(warm[0]!.answered)}, end ${last.heap.toFixed(1)} MiB; ` +
      `slope over answers ${warm[0]!.answered}-${total} (the first ${warm[0]!.answered} excluded as warm-up) ${kib(warmSlope)}: ` +
      `${warmSlope * 1024 <= MEMORY_SLOPE_BOUND_KIB ? 'FLAT' : 'GROWING'} (bound ${MEMORY_SLOPE_BOUND_KIB} KiB per 100 answers)\n`,
  );
  // RSS beyond the heap: V8's reserved pages, Buffers (external), and the native allocator's own.
  const span = (key: 'heapTotal' | 'external' | 'arrayBuffers') => `${key} ${first[key].toFixed(1)} → ${last[key].toFixed(1)}`;
  process.stdout.write(`  rss over the same answers ${kib(warmRss)}; after a full gc, MiB: ${span('heapTotal')}, ${span('external')}, ${span('arrayBuffers')}\n`);
}

/** The offline persona's own time for an answer (first piece and whole), without its pauses between words. */
async function offlineSection() {
  const model = createOfflineModel({ chunkDelayMs: 0 });
  const first: number[] = [];
  const whole: number[] = [];
  let words = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const answer = await model.answer({ persona: RITA, history: [], question: i % 2 ? 'What frustrates you most about reporting?' : 'Would you pay for this?', signal: new AbortController().signal });
    let text = '';
    for await (const piece of answer.text) {
      if (!text) first.push(performance.now() - started);
      text += piece;
    }
    whole.push(performance.now() - started);
    words = Math.max(words, text.split(/\s+/).length);
  }
  process.stdout.write(`offline persona (no model): first piece ${stats(first)}, whole answer ${stats(whole)} of its compute; streamed with its default 10 ms between words, an answer of ${words} words takes about ${(words * 10) / 1000} s more\n`);
}

/** The persona sections BENCH_SKIP leaves (chat, panel, draft, memory, offline), printed as they end and as a table. */
export async function runPersonaBench(skip: Set<string>): Promise<void> {
  const wanted = ['chat', 'panel', 'draft', 'memory'].filter((s) => !skip.has(s));
  const rows: PersonaRow[] = [];
  if (wanted.length > 0) {
    const p = await setUp();
    try {
      process.stdout.write(`\n${settingsLine()}\n`);
      if (!skip.has('chat')) await chatSection(p, rows);
      if (!skip.has('panel')) await panelSection(p, rows);
      if (!skip.has('draft')) await draftSection(p, rows);
      if (rows.length) printPersonaTable(rows);
      if (!skip.has('memory')) await memorySection(p);
    } finally {
      await p.portal.stop();
      await p.model.stop();
      await rm(p.probeDir, { recursive: true, force: true });
    }
  }
  if (!skip.has('offline')) await offlineSection();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runPersonaBench(new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean)));
}
