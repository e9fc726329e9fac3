import type { FastifyInstance } from 'fastify';
import { checkAccess } from './access';
import type { RouteConfig } from './route';

/** Whether a route's config is the one route() gives it (its catalogue endpoint, its error codes). */
export const declared = (config: unknown): config is RouteConfig =>
  typeof config === 'object' && config !== null && 'endpoint' in config && typeof config.endpoint === 'object';

/**
 * Denies a whole /api scope by default: a route that was not declared from the catalogue (route()) cannot be
 * registered, and every request is checked against its endpoint's access before its body is read.
 * chatMemberships: the memberships that pass a 'chat' gate (CHAT_MEMBERSHIPS).
 */
export function registerAccessGuard(scope: FastifyInstance, chatMemberships: readonly string[]): void {
  scope.addHook('onRoute', (options) => {
    if (!declared(options.config)) {
      throw new Error(`${String(options.method)} ${options.url} states no access: declare it with route() from its catalogue endpoint.`);
    }
  });
  // A callback hook: the check is synchronous, and a promise on every request is measurable on the list.
  scope.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    // An unknown path has no route: it falls through to the not-found handler.
    if (!declared(config)) return done();
    try {
      checkAccess(request.identity, config.endpoint, chatMemberships);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
