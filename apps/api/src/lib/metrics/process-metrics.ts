import type { Registry } from 'prom-client';
import type { PromClient } from './prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own figures (memory, heap, CPU, event-loop delay, GC, handles): prom-client's default metrics.
 * They belong to the process, not to an app, so they are collected once per process however many apps it holds
 * (the API tests hold many), from the first scrape on: a server nobody scrapes pays nothing for them.
 */
export function processMetrics(prom: PromClient): Registry {
  if (!processRegistry) {
    processRegistry = new prom.Registry();
    prom.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
