import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { onboardingVideos, paymentsDriverOf } from '../../config';
import { route } from '../../lib/http/route';

/** GET /api/config: the few settings screens need before sign-in (no secrets). */
export const publicConfigRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.publicConfig, {
    handler: async () => ({
      supportEmail: app.config.SUPPORT_EMAIL,
      googleSignIn: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      communityUrl: app.config.COMMUNITY_URL ?? null,
      chatbotUrl: app.config.CHATBOT_URL ?? null,
      onboardingVideos: onboardingVideos(app.config).map((url) => url ?? null),
      documentFrameOrigins: app.config.DOCUMENT_FRAME_ORIGINS,
      blueprintDrafts: Boolean(app.config.LLM_BASE_URL && app.config.LLM_MODEL),
      chatMemberships: app.config.CHAT_MEMBERSHIPS,
      payments: paymentsDriverOf(app.config),
    }),
  });
};
