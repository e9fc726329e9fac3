import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors';
import { route } from '../http/route';
import { carriesToken } from './metrics-token';

export const METRICS_OFF_MESSAGE = 'Metrics are off on this server.';
export const METRICS_TOKEN_MESSAGE = 'Send the metrics token (METRICS_TOKEN) as the bearer token.';

/**
 * GET /api/metrics for a scraper holding METRICS_TOKEN; while it is unset the endpoint is off (404). A session is
 * not enough: the token is the only key. Scrapes are logged at warn and above only (one every 15 s would bury the
 * log); a refused one still shows in the request histogram, under its status.
 */
export const metricsRoutes: FastifyPluginAsync = async (api) => {
  route(api, endpoints.metrics, {
    fastify: { logLevel: 'warn' },
    handler: async ({ request, reply }) => {
      const token = api.config.METRICS_TOKEN;
      if (!token) throw new AppError('NOT_FOUND', METRICS_OFF_MESSAGE);
      if (!carriesToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED', METRICS_TOKEN_MESSAGE);
      }
      return reply.header('cache-control', 'no-store').type(api.metrics.contentType).send(await api.metrics.text());
    },
  });
};
