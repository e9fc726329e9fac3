import { healthResponseSchema } from '../schemas/health';
import { defineEndpoint } from './endpoint';
import { healthRoutes } from './health.route-table';

/** Liveness and database check. Their routes: health.route-table.ts. */
export const healthEndpoints = {
  health: defineEndpoint({
    ...healthRoutes.health,
    response: healthResponseSchema,
  }),
};
