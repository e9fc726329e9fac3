import { defineRoute } from './endpoint';

/** The metrics endpoint's route (its schemas: metrics.endpoints.ts). */
export const metricsRoutes = {
  metrics: defineRoute({
    method: 'GET',
    path: '/api/metrics',
    summary: "The server's metrics in Prometheus text format, for a scraper holding METRICS_TOKEN (off, 404, while it is unset)",
    tag: 'system',
    access: 'public',
    configToken: 'metricsToken',
    status: 200,
    produces: 'text/plain',
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};
