import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';
import type { PoolUse } from '../db/database';
import { jobCounts, type JobCountsReader } from './job-metrics';
import { watchLimitStore } from './limit-store-metrics';
import { modelCallMetrics, type ModelCallRecorder, type ModelCallTimer } from './model-metrics';
import { watchPool } from './pool-metrics';
import { processMetrics } from './process-metrics';
import { loadPromClient } from './prom-client';
import { requestDurations, timeRequests, type RequestLabel } from './request-metrics';

export { metricsRoutes } from './metrics-route';
export type { ModelCallRecorder, ModelCallTimer, ModelOutcome, ModelUsage } from './model-metrics';

/**
 * One app's metrics (prom-client): its own registry, so every app of a process (the API tests hold many) counts
 * apart; the process's figures are shared (process-metrics.ts). Served by GET /api/metrics (metrics-route.ts).
 * While METRICS_TOKEN is unset the app has noMetrics instead.
 */
export interface Metrics {
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

const NOTHING_TIMED: ModelCallTimer = { tokens: () => undefined, end: () => undefined };

/**
 * The metrics of a server that collects none (METRICS_TOKEN unset): GET /api/metrics is off, so nobody could read
 * them. Nothing is recorded and prom-client is never loaded.
 */
export const noMetrics: Metrics = {
  models: { start: () => NOTHING_TIMED },
  watchPool: () => () => undefined,
  watchLimitStore: () => () => undefined,
  countJobs: () => undefined,
  contentType: 'text/plain; charset=utf-8',
  text: async () => '',
};

/** The metrics of an app that collects them, and the histogram its answers are timed into (registerMetrics). */
export interface CollectedMetrics extends Metrics {
  readonly requests: Histogram<RequestLabel>;
}

export async function createMetrics(log: FastifyBaseLogger): Promise<CollectedMetrics> {
  const prom = await loadPromClient();
  const registry = new prom.Registry();
  return {
    requests: requestDurations(prom, registry),
    models: modelCallMetrics(prom, registry),
    watchPool: (pool) => watchPool(prom, registry, pool),
    watchLimitStore: (store, isUp) => watchLimitStore(prom, registry, store, isUp),
    countJobs: jobCounts(prom, registry, log),
    contentType: registry.contentType,
    text: async () => `${await registry.metrics()}${await processMetrics(prom).metrics()}`,
  };
}

/**
 * Gives the app its metrics. With METRICS_TOKEN set it collects them and times every request it answers; unset, it
 * gets noMetrics and no request is timed.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  if (!app.config.METRICS_TOKEN) {
    app.decorate('metrics', noMetrics);
    return;
  }
  const metrics = await createMetrics(app.log);
  app.decorate('metrics', metrics);
  timeRequests(app, metrics.requests);
  const pool = app.database.pool;
  if (pool) {
    const stop = metrics.watchPool(pool);
    app.addHook('onClose', async () => stop());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
