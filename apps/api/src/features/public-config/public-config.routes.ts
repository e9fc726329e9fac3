import { publicConfigSchema } from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: the few settings screens need before sign-in (no secrets). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['config'], response: { 200: publicConfigSchema } } }, async () => ({
    supportEmail: app.config.SUPPORT_EMAIL,
    googleSignIn: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
  }));
};
