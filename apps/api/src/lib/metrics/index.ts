import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Registry, type Histogram } from 'prom-client';
import type { PoolUse } from '../db/database';
import { jobCounts, type JobCountsReader } from './job-metrics';
import { watchLimitStore } from './limit-store-metrics';
import { modelCallMetrics, type ModelCallRecorder } from './model-metrics';
import { watchPool } from './pool-metrics';
import { processMetrics } from './process-metrics';
import { requestDurations, timeRequests, type RequestLabel } from './request-metrics';

export { metricsRoutes } from './metrics-route';
export type { ModelCallRecorder, ModelCallTimer, ModelOutcome, ModelUsage } from './model-metrics';

/**
 * One app's metrics (prom-client): its own registry, so every app of a process (the API tests hold many) counts
 * apart; the process's figures are shared (process-metrics.ts). Served by GET /api/metrics (metrics-route.ts).
 */
export interface Metrics {
  readonly requests: Histogram<RequestLabel>;
  /** Where the model drivers record their calls. */
  readonly models: ModelCallRecorder;
  /** Reads the database pool's use at each scrape and times its checkouts; answers how to stop. */
  watchPool(pool: PoolUse): () => void;
  /** The rate-limit store's health; answers what to call on each call it failed (createLimitStore's onFallback). */
  watchLimitStore(store: string, isUp: () => boolean): () => void;
  /** portal_jobs{name, state} from the job queue's counts, read at each scrape. */
  countJobs<State extends string>(read: JobCountsReader<State>): void;
  readonly contentType: string;
  /** Every series in Prometheus text format: the app's, then the process's. */
  text(): Promise<string>;
}

export function createMetrics(log: FastifyBaseLogger): Metrics {
  const registry = new Registry();
  return {
    requests: requestDurations(registry),
    models: modelCallMetrics(registry),
    watchPool: (pool) => watchPool(registry, pool),
    watchLimitStore: (store, isUp) => watchLimitStore(registry, store, isUp),
    countJobs: jobCounts(registry, log),
    contentType: registry.contentType,
    text: async () => `${await registry.metrics()}${await processMetrics().metrics()}`,
  };
}

/** Gives the app its metrics and times every request it answers. */
export function registerMetrics(app: FastifyInstance): void {
  app.decorate('metrics', createMetrics(app.log));
  timeRequests(app, app.metrics.requests);
  const pool = app.database.pool;
  if (pool) {
    const stop = app.metrics.watchPool(pool);
    app.addHook('onClose', async () => stop());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
