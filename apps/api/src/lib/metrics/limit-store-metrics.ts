import type { Registry } from 'prom-client';
import type { PromClient } from './prom-client';

/**
 * The rate-limit store's health: up while it answers, and the calls it failed (each counted in this process's
 * memory instead). Answers the function to call on each such call (createLimitStore's onFallback).
 */
export function watchLimitStore(prom: PromClient, registry: Registry, store: string, isUp: () => boolean): () => void {
  new prom.Gauge<'store'>({
    name: 'portal_rate_limit_store_up',
    help: 'Whether the rate-limit store answers (1) or not (0): Redis connected, the last PostgreSQL call answered; memory always.',
    labelNames: ['store'],
    registers: [registry],
    collect() {
      this.set({ store }, isUp() ? 1 : 0);
    },
  });
  const failures = new prom.Counter<'store'>({
    name: 'portal_rate_limit_store_failures_total',
    help: "Rate-limit store calls that failed and were counted in this process's memory instead.",
    labelNames: ['store'],
    registers: [registry],
  });
  failures.inc({ store }, 0);
  return () => failures.inc({ store });
}
