import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';

/** GET /api/config: the few settings screens need before sign-in (no secrets). */
export const publicConfigRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.publicConfig, {
    handler: async () => ({
      supportEmail: app.config.SUPPORT_EMAIL,
      googleSignIn: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
    }),
  });
};
