import type { FastifyInstance } from 'fastify';
import type { Histogram, Registry } from 'prom-client';
import type { PromClient } from './prom-client';

export type RequestLabel = 'method' | 'route' | 'status';

/** The route label of a request no route answered (an unknown /api path, the web app's own addresses). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** From a millisecond (a cached list) to a long stream (a chat answer, a panel run). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const requestDurations = (prom: PromClient, registry: Registry) =>
  new prom.Histogram<RequestLabel>({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent (a stream: to its end), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });

/**
 * Times every answer of the server. The route is its pattern (`/api/companies/:id`), never the address asked,
 * so no id or token becomes a label. A callback hook: no promise per request.
 */
export function timeRequests(app: FastifyInstance, durations: Histogram<RequestLabel>): void {
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe({ method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}
