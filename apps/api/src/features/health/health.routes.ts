import { healthResponseSchema } from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';

/** GET /api/health: 200 when the database answers, 503 in the one error format when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'health check: database is down');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
