import { defineEndpoint } from './endpoint';
import { metricsRoutes } from './metrics.route-table';

/** The server's metrics (served by lib/metrics, not a feature). Their routes: metrics.route-table.ts. */
export const metricsEndpoints = {
  metrics: defineEndpoint({
    ...metricsRoutes.metrics,
  }),
};
