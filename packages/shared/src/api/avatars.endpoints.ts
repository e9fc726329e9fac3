import { z } from 'zod';
import { PORTRAIT_WIDTHS, type PortraitWidth } from '../constants';
import { avatarNameBodySchema, avatarSnapshotSchema, favoriteBodySchema, libraryAvatarSchema } from '../schemas/avatars';
import { avatarFilterOptionsSchema, avatarPageQuerySchema, avatarPageSchema } from '../schemas/avatar-pages';
import { accountIdPathSchema, idParamsSchema } from '../schemas/companies';
import { signedLinkQuerySchema } from '../schemas/signed-link';
import { defineEndpoint } from './endpoint';
import { avatarsRoutes } from './avatars.route-table';

/** The avatar library, and the pages a browser loads by address (Blueprint document, portraits). */
export const avatarsEndpoints = {
  listAvatars: defineEndpoint({
    ...avatarsRoutes.listAvatars,
    params: accountIdPathSchema,
    response: z.array(libraryAvatarSchema),
  }),
  listAvatarPage: defineEndpoint({
    ...avatarsRoutes.listAvatarPage,
    params: accountIdPathSchema,
    query: avatarPageQuerySchema,
    response: avatarPageSchema,
  }),
  listAvatarFilters: defineEndpoint({
    ...avatarsRoutes.listAvatarFilters,
    params: accountIdPathSchema,
    response: avatarFilterOptionsSchema,
  }),
  getAvatar: defineEndpoint({
    ...avatarsRoutes.getAvatar,
    params: idParamsSchema,
    response: z.array(avatarSnapshotSchema),
  }),
  setFavorite: defineEndpoint({
    ...avatarsRoutes.setFavorite,
    params: idParamsSchema,
    body: favoriteBodySchema,
    response: libraryAvatarSchema,
  }),
  renameAvatar: defineEndpoint({
    ...avatarsRoutes.renameAvatar,
    params: idParamsSchema,
    body: avatarNameBodySchema,
    response: libraryAvatarSchema,
  }),
  blueprintPage: defineEndpoint({
    ...avatarsRoutes.blueprintPage,
    params: z.object({ id: z.string().max(100) }),
    // The theme only changes colours, so it stays outside the signature: the portal adds it to the signed address.
    query: signedLinkQuerySchema.extend({ theme: z.enum(['light', 'dark']).optional() }),
  }),
  avatarPortrait: defineEndpoint({
    ...avatarsRoutes.avatarPortrait,
    params: idParamsSchema,
    query: signedLinkQuerySchema.extend({
      w: z.coerce
        .number()
        .refine((width): width is PortraitWidth => (PORTRAIT_WIDTHS as readonly number[]).includes(width), `The width must be one of ${PORTRAIT_WIDTHS.join(', ')}.`)
        .optional(),
    }),
  }),
  portrait: defineEndpoint({
    ...avatarsRoutes.portrait,
    params: z.object({ seed: z.string().regex(/^[\w-]{1,100}\.svg$/) }),
  }),
};
