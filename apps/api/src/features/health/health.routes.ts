import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';

/** GET /api/health: 200 when the database answers, 503 in the one error format when it does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.health, {
    handler: async ({ request }) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'health check: database is down');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  });
};
