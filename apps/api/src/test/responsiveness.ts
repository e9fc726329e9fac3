import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface Responsiveness<T> {
  result: T;
  /** GET /api/health calls answered while the action ran, and the slowest of them. */
  healthChecks: number;
  slowestHealthMs: number;
  /** The longest the event loop was held meanwhile (perf_hooks, 10 ms resolution). */
  longestLoopDelayMs: number;
}

/**
 * Runs the action (an upload) while asking the app's /api/health every 20 ms and watching the event loop, so a
 * test can show the server kept answering other requests. Every health check must answer 200.
 */
export async function whileServing<T>(app: FastifyInstance, action: () => Promise<T>): Promise<Responsiveness<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  let healthChecks = 0;
  let slowestHealthMs = 0;
  const pinging = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`GET /api/health answered ${res.statusCode}: ${res.body}`);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      healthChecks += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  histogram.enable();
  let result: T;
  try {
    result = await action();
  } finally {
    // The check under way when the action ended was sent during it: it counts (a quick refusal may end first).
    done = true;
    await pinging;
    histogram.disable();
  }
  return { result, healthChecks, slowestHealthMs, longestLoopDelayMs: histogram.max / 1e6 };
}
