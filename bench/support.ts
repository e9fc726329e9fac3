import { performance } from 'node:perf_hooks';

/**
 * The p-th percentile of ascending `sorted` by nearest rank: the smallest value at least p % of the values are at
 * or below (of 20, p95 is the 19th, not the largest; of 100, p50 is the 50th).
 */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

/** Runs `run` n times and prints p50/p95/p99 in milliseconds (and answers p50). */
export async function measure(label: string, n: number, run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (x: number) => x.toFixed(3).padStart(9);
  console.warn(`${label.padEnd(40)} n=${String(n).padStart(5)} p50=${fmt(percentile(times, 50))}ms p95=${fmt(percentile(times, 95))}ms p99=${fmt(percentile(times, 99))}ms`);
  return percentile(times, 50);
}

/** What one load run (bench/load.mjs) reports: 2xx answers, seconds, their rate, latency percentiles (ms). */
export interface LoadResult {
  ok: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** This process's CPU (every thread: both servers live here, the load generator is a child) per 2xx answer, ms. */
  cpuMs: number;
  /** How busy this process's main thread (the event loop) was, 0–1. */
  mainThread: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replaces [<id>] in the body with a fresh id per request (order ids). */
  idReplacement?: boolean;
}

/**
 * The server keeps working on the answers still in flight when a run ends (a slow list leaves seconds of them):
 * one more request of the same kind waits its turn behind them, so the next run starts on an idle server.
 */
async function settle(target: LoadTarget): Promise<void> {
  const body = target.idReplacement ? target.body?.replaceAll('[<id>]', crypto.randomUUID()) : target.body;
  const res = await fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body });
  await res.arrayBuffer();
}

/** One autocannon run against a listening server, in a child process (the load generator gets its own thread). */
export async function load(target: LoadTarget, seconds: number, connections: number): Promise<LoadResult> {
  const { spawn } = await import('node:child_process');
  const options = { ...target, duration: seconds, connections, timeout: 60 };
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const child = spawn(process.execPath, [new URL('./load.mjs', import.meta.url).pathname, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`load run failed (${code}) for ${target.url}`);
  const used = process.cpuUsage(cpu);
  const mainThread = performance.eventLoopUtilization(loop).utilization;
  await settle(target);
  const result = JSON.parse(out) as Omit<LoadResult, 'cpuMs' | 'mainThread'>;
  return { ...result, cpuMs: result.ok ? (used.user + used.system) / 1000 / result.ok : 0, mainThread };
}

/** A pair's figures over its rounds: total answers over total time, and the median of each round's percentiles. */
export interface PairFigures {
  label: string;
  connections: number;
  api: LoadResult;
  limit: LoadResult;
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function combine(results: LoadResult[]): LoadResult {
  const ok = results.reduce((sum, r) => sum + r.ok, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    ok,
    seconds,
    rps: seconds ? ok / seconds : 0,
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    cpuMs: ok ? results.reduce((sum, r) => sum + r.cpuMs * r.ok, 0) / ok : 0,
    mainThread: seconds ? results.reduce((sum, r) => sum + r.mainThread * r.seconds, 0) / seconds : 0,
  };
}

/**
 * The API call against its physical limit in interleaved rounds (ABBA…, so drift of the machine falls on both),
 * after a one-second warm-up of each.
 */
export async function comparePair(label: string, api: LoadTarget, limit: LoadTarget, o: { rounds: number; seconds: number; connections: number }): Promise<PairFigures> {
  await load(api, 1, o.connections);
  await load(limit, 1, o.connections);
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let round = 0; round < o.rounds; round++) {
    if (round % 2 === 0) {
      a.push(await load(api, o.seconds, o.connections));
      b.push(await load(limit, o.seconds, o.connections));
    } else {
      b.push(await load(limit, o.seconds, o.connections));
      a.push(await load(api, o.seconds, o.connections));
    }
  }
  const apiFigures = combine(a);
  const limitFigures = combine(b);
  const figures = { label, connections: o.connections, api: apiFigures, limit: limitFigures, ratio: limitFigures.rps ? apiFigures.rps / limitFigures.rps : 0 };
  const cost = (r: LoadResult) => `${r.cpuMs.toFixed(2)} ms CPU an answer, main thread ${(r.mainThread * 100).toFixed(0)} % busy`;
  console.warn(`  ${label}: ${apiFigures.rps.toFixed(1)} vs ${limitFigures.rps.toFixed(1)} req/s (${figures.ratio.toFixed(2)}×); ${cost(apiFigures)} vs ${cost(limitFigures)}`);
  return figures;
}

const connectionsOf = (r: PairFigures) => r.connections;

/** The figures as a table (stdout). */
export function printTable(rows: PairFigures[]): void {
  const head = ['call (API vs its limit)', 'API req/s', 'p50 ms', 'p99 ms', 'limit req/s', 'p50 ms', 'p99 ms', 'ratio', 'non-2xx'];
  const lines = rows.map((r) => [
    r.label,
    r.api.rps.toFixed(1),
    r.api.p50.toFixed(0),
    r.api.p99.toFixed(0),
    r.limit.rps.toFixed(1),
    r.limit.p50.toFixed(0),
    r.limit.p99.toFixed(0),
    `${r.ratio.toFixed(2)}×`,
    `${r.api.non2xx + r.api.errors}/${r.limit.non2xx + r.limit.errors}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const slow = rows.filter((r) => r.api.ok < 2 * connectionsOf(r));
  if (slow.length) console.warn(`  (few or no answers completed within a round for: ${slow.map((r) => r.label).join('; ')} — answers still in flight are not counted)`);
  process.stdout.write(`${[format(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...lines.map(format)].join('\n')}\n`);
}

/** The fields of the n-th seeded avatar the benchmarks share: realistic text, a stored portrait, some favourites. */
export const benchAvatarFields = (n: number) => ({
  companyName: `Company ${n % 20}`,
  campaignName: `Campaign ${n % 7}`,
  name: `Persona ${n}`,
  age: 20 + (n % 50),
  gender: n % 2 ? 'female' : 'male',
  occupation: 'Marketing manager at a mid-sized retailer',
  img: crypto.randomUUID(),
  favorite: n % 13 === 0,
});
