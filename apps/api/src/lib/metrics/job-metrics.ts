import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { PromClient } from './prom-client';

/** Jobs by name, and of each name how many are in each state (queued, active, failed): the job queue's counts(). */
export type JobCountsReader<State extends string> = () => Promise<Record<string, Record<State, number>>>;

/**
 * portal_jobs{name, state}, read from the job queue at each scrape; a read that fails leaves the series out. The
 * returned function names (or replaces) the reader; until one is named the series is empty.
 */
export function jobCounts(prom: PromClient, registry: Registry, log: FastifyBaseLogger): <State extends string>(read: JobCountsReader<State>) => void {
  let reader: JobCountsReader<string> | null = null;
  new prom.Gauge<'name' | 'state'>({
    name: 'portal_jobs',
    help: 'Background jobs by name and state (queued, active, failed), as the job queue counts them at the scrape.',
    labelNames: ['name', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!reader) return;
      try {
        for (const [name, states] of Object.entries(await reader())) {
          for (const [state, count] of Object.entries<number>(states)) this.set({ name, state }, count);
        }
      } catch (err) {
        log.warn({ err }, 'metrics: the job counts could not be read');
      }
    },
  });
  return (read) => {
    reader = read;
  };
}
