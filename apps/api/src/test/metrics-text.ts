import { endpoints } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { call } from './call';

/** A METRICS_TOKEN for test apps (env: { METRICS_TOKEN }). */
export const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** GET /api/metrics with the token: the text, or a failure naming the status. */
export async function scrape(app: FastifyInstance, token = METRICS_TOKEN): Promise<string> {
  const res = await call(app, endpoints.metrics, { token });
  if (res.statusCode !== 200) throw new Error(`GET /api/metrics answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The value of the series `name` with exactly these labels in a Prometheus text scrape; undefined when it has none. */
export function sampleOf(text: string, name: string, labels: Record<string, string | number> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}=${String(value)}`).sort().join(',');
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => `${key}=${value}`).sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}
