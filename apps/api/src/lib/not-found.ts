import { API_PREFIX } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';
import { isAssetUrl, sendSpaIndex, type SpaIndex } from './spa';

/**
 * Unknown /api/* calls and missing build assets get a JSON 404 (a stale chunk must fail as one, not load a page as
 * a script); any other GET or HEAD is a client-side route of the SPA.
 */
export function registerNotFound(app: FastifyInstance, spa: SpaIndex | null): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (!isApi && !isAssetUrl(path) && spa && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendSpaIndex(request, reply, spa);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route matches ${request.method} ${path}.`));
  });
}
