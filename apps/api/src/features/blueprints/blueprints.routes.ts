import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { resolveAuthSecret } from '../../lib/app-secret';
import { route } from '../../lib/http/route';
import { verifySignedPath } from '../../lib/url-signing';
import { avatars, documentPath, portraitSvg } from '../avatars';
import { blueprints } from './blueprints.tables';
import { BLUEPRINT_PAGE_CSP, renderBlueprintPage } from './render-blueprint';

/**
 * Pages a browser loads without its bearer token (an iframe, an <img>): the Blueprint document page, whose
 * signed address only the owning account and admins are given by the avatar calls, and generated portraits.
 */
export const blueprintsRoutes: FastifyPluginAsync = async (app) => {
  const secret = resolveAuthSecret(app.config);

  route(app, endpoints.blueprintPage, {
    handler: async ({ params, query, reply }) => {
      if (!verifySignedPath(secret, documentPath(params.id), query.expires, query.signature)) {
        throw new AppError('LINK_INVALID', 'This document link is not valid or has expired. Open the avatar again.');
      }
      const [row] = await app.database.db
        .select({ blueprint: blueprints, avatar: avatars })
        .from(blueprints)
        .innerJoin(avatars, eq(avatars.docId, blueprints.id))
        .where(eq(blueprints.id, params.id));
      if (!row?.blueprint.document) throw new AppError('NOT_FOUND', 'This document does not exist.');
      const { avatar } = row;
      return reply
        .header('content-security-policy', BLUEPRINT_PAGE_CSP)
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(renderBlueprintPage({ name: avatar.name, company: avatar.companyName, campaign: avatar.campaignName }, row.blueprint.document, query.theme, row.blueprint.draftedBy));
    },
  });

  route(app, endpoints.portrait, {
    handler: async ({ params, reply }) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(portraitSvg(params.seed.replace(/\.svg$/, ''))),
  });
};
