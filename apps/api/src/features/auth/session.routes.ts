import { endpoints } from '@persona/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';

/**
 * POST /api/session/handoff: after Google sign-in, better-auth leaves the session in a cookie on the redirect
 * back to the portal. The SPA trades it here for the bearer token it uses everywhere, and the cookie is
 * cleared. A cross-site caller cannot read the answer (no CORS), so the cookie cannot be stolen this way.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.handOffSession, {
    handler: async ({ request, reply }) => {
      const cookie = request.headers.cookie;
      const session = cookie ? await app.auth.api.getSession({ headers: fromNodeHeaders({ cookie }) }) : null;
      if (!session) throw new AppError('UNAUTHENTICATED', 'There is no sign-in to continue. Please log in again.');
      const { authCookies } = await app.auth.$context;
      const expired = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
        ({ name, attributes }) => `${name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax`,
      );
      reply.header('set-cookie', expired);
      return { token: session.session.token };
    },
  });
};
