import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { resolveAuthSecret } from '../../lib/app-secret';
import { route } from '../../lib/http/route';
import { StorageError } from '../../lib/storage';
import { verifySignedPath } from '../../lib/url-signing';
import { BLUEPRINT_PAGE_CSP, renderBlueprintPage } from '../blueprints';
import { accountScope, documentPath, LINK_TTL_SECONDS, portraitKey } from './avatar-links';
import { findAvatarPortrait, findBlueprintPage } from './avatars.queries';
import { portraitSvg } from './portrait';
import { createPortraitCopies, type PortraitFile } from './portrait-copies';

const DOCUMENT_LINK_INVALID = 'This document link is not valid or has expired. Open the avatar again.';
const PORTRAIT_LINK_INVALID = 'This portrait link is not valid or has expired. Open the avatar again.';

/**
 * Pages a browser loads without its bearer token (an iframe, an <img>): the Blueprint document page and the
 * uploaded portraits, whose addresses only the owning account and admins are given by the avatar calls (signed
 * for the account: the record is looked up, then the signature checked against its account), and drawn portraits.
 * An unknown record and a wrong signature get the same answer, so an address reveals nothing without its signature.
 */
export const avatarLinksRoutes: FastifyPluginAsync = async (app) => {
  const secret = resolveAuthSecret(app.config);
  const signedFor = (accountId: string, query: { expires: number; signature: string }) =>
    verifySignedPath(secret, accountScope(accountId), query.expires, query.signature);

  route(app, endpoints.blueprintPage, {
    handler: async ({ params, query, reply }) => {
      const row = await findBlueprintPage(app.database.db, params.id);
      // Addresses signed for the one page, as given before account signatures, stay valid until they expire.
      const signed = verifySignedPath(secret, documentPath(params.id), query.expires, query.signature) || (!!row && signedFor(row.blueprint.accountId, query));
      if (!signed) throw new AppError('LINK_INVALID', DOCUMENT_LINK_INVALID);
      if (!row?.blueprint.document) throw new AppError('NOT_FOUND', 'This document does not exist.');
      const { avatar } = row;
      return reply
        .header('content-security-policy', BLUEPRINT_PAGE_CSP)
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(await renderBlueprintPage({ name: avatar.name, company: avatar.companyName, campaign: avatar.campaignName }, row.blueprint.document, query.theme, row.blueprint.draftedBy));
    },
  });

  const copies = createPortraitCopies(app.storage, app.log);
  route(app, endpoints.avatarPortrait, {
    handler: async ({ params, query, reply }) => {
      const row = await findAvatarPortrait(app.database.db, params.id);
      if (!row || !signedFor(row.accountId, query)) throw new AppError('LINK_INVALID', PORTRAIT_LINK_INVALID);
      if (!row.img) throw new AppError('NOT_FOUND', 'This avatar has no uploaded portrait.');
      const { img } = row;
      const direct = app.storage.downloadsDirect;
      try {
        const file: PortraitFile = query.w ? await copies.get(img, query.w, !direct) : { key: portraitKey(img), stored: true };
        const object = direct && file.stored ? null : (file.object ?? (await app.storage.get(file.key)));
        // The address changes with the signing window, so the browser may keep the image until the address expires
        // (set on the answers that carry the image, never on an error).
        const maxAge = Math.max(0, Math.min(LINK_TTL_SECONDS * 2, query.expires - Math.floor(Date.now() / 1000)));
        reply.header('cache-control', `private, max-age=${maxAge}`);
        if (!object) return reply.redirect(await app.storage.signedUrl(file.key, LINK_TTL_SECONDS), 302);
        return reply.type(object.contentType).send(object.data);
      } catch (error) {
        // Only a missing file is a 404; a failing store answers 503 (lib/error-handler.ts).
        if (error instanceof StorageError && error.kind === 'object-not-found') throw new AppError('NOT_FOUND', 'This portrait file does not exist.');
        throw error;
      }
    },
  });

  route(app, endpoints.portrait, {
    handler: async ({ params, reply }) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(portraitSvg(params.seed.replace(/\.svg$/, ''))),
  });
};
