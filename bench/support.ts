import { performance } from 'node:perf_hooks';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `run` n times and prints p50/p95/p99 in milliseconds. */
export async function measure(label: string, n: number, run: () => unknown): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (x: number) => x.toFixed(3).padStart(9);
  console.warn(`${label.padEnd(40)} n=${String(n).padStart(5)} p50=${fmt(percentile(times, 50))}ms p95=${fmt(percentile(times, 95))}ms p99=${fmt(percentile(times, 99))}ms`);
}
