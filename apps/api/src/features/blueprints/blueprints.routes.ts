import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { verifySignedPath } from '../../lib/url-signing';
import { avatarLinks, documentPath } from '../avatars/avatar-links';
import { avatars, blueprints } from '../avatars/avatars.schema';
import { portraitSvg } from '../avatars/portrait';
import { BLUEPRINT_PAGE_CSP, renderBlueprintPage } from './render-blueprint';

const signedQuery = z.object({ expires: z.coerce.number(), signature: z.string().min(1) });
/** The theme only changes colours, so it stays outside the signature: the portal adds it to the signed address. */
const documentQuery = signedQuery.extend({ theme: z.enum(['light', 'dark']).optional() });

/**
 * Pages a browser loads without its bearer token (an iframe, an <img>): the Blueprint document page, whose
 * signed address only the owning account and admins are given by the avatar calls, and generated portraits.
 */
export const blueprintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secret } = avatarLinks(app);

  app.get('/blueprints/:id/page', { schema: { hide: true, params: z.object({ id: z.string().max(100) }), querystring: documentQuery } }, async (request, reply) => {
    if (!verifySignedPath(secret, documentPath(request.params.id), request.query.expires, request.query.signature)) {
      throw new AppError('FORBIDDEN', 'This document link is not valid or has expired. Open the avatar again.');
    }
    const [row] = await app.database.db
      .select({ blueprint: blueprints, avatar: avatars })
      .from(blueprints)
      .innerJoin(avatars, eq(avatars.docId, blueprints.id))
      .where(eq(blueprints.id, request.params.id));
    if (!row?.blueprint.document) throw new AppError('NOT_FOUND', 'This document does not exist.');
    const { avatar } = row;
    return reply
      .header('content-security-policy', BLUEPRINT_PAGE_CSP)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(renderBlueprintPage({ name: avatar.name, company: avatar.companyName, campaign: avatar.campaignName }, row.blueprint.document, request.query.theme));
  });

  // Public: a drawing derived from an id reveals nothing about the avatar.
  app.get('/portraits/:seed', { schema: { hide: true, params: z.object({ seed: z.string().regex(/^[\w-]{1,100}\.svg$/) }) } }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(portraitSvg(request.params.seed.replace(/\.svg$/, ''))),
  );
};
