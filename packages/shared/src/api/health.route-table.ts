import { defineRoute } from './endpoint';

/** The health endpoints' routes (their schemas: health.endpoints.ts). */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    tag: 'system',
    access: 'public',
    status: 200,
  }),
};
