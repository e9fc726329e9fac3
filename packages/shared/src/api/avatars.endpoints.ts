import { z } from 'zod';
import { avatarNameBodySchema, avatarSnapshotSchema, favoriteBodySchema, libraryAvatarSchema } from '../schemas/avatars';
import { avatarFilterOptionsSchema, avatarPageQuerySchema, avatarPageSchema } from '../schemas/avatar-pages';
import { accountIdPathSchema, idParamsSchema } from '../schemas/companies';
import { signedLinkQuerySchema } from '../schemas/signed-link';
import { defineEndpoint } from './endpoint';

/** The avatar library, and the pages a browser loads by address (Blueprint document, portraits). */
export const avatarsEndpoints = {
  listAvatars: defineEndpoint({
    method: 'GET',
    path: '/api/avatars/account/:accountId',
    summary: "An account's avatar library",
    tag: 'avatars',
    access: 'active',
    params: accountIdPathSchema,
    status: 200,
    response: z.array(libraryAvatarSchema),
  }),
  listAvatarPage: defineEndpoint({
    method: 'GET',
    path: '/api/avatars/account/:accountId/page',
    summary: "One page of an account's avatar library, filtered on the server, newest first",
    tag: 'avatars',
    access: 'active',
    params: accountIdPathSchema,
    query: avatarPageQuerySchema,
    status: 200,
    response: avatarPageSchema,
  }),
  listAvatarFilters: defineEndpoint({
    method: 'GET',
    path: '/api/avatars/account/:accountId/filters',
    summary: "The avatar library's filter options: company and campaign names, whether any is a favourite",
    tag: 'avatars',
    access: 'active',
    params: accountIdPathSchema,
    status: 200,
    response: avatarFilterOptionsSchema,
  }),
  getAvatar: defineEndpoint({
    method: 'GET',
    path: '/api/avatars/:id',
    summary: 'One avatar with its Blueprint document address',
    tag: 'avatars',
    access: 'active',
    params: idParamsSchema,
    status: 200,
    response: z.array(avatarSnapshotSchema),
  }),
  setFavorite: defineEndpoint({
    method: 'PATCH',
    path: '/api/avatars/:id/favorite',
    summary: 'Mark or unmark an avatar as a favourite',
    tag: 'avatars',
    access: 'active',
    params: idParamsSchema,
    body: favoriteBodySchema,
    status: 200,
    response: libraryAvatarSchema,
  }),
  renameAvatar: defineEndpoint({
    method: 'PATCH',
    path: '/api/avatars/:id/name',
    summary: 'Rename an avatar',
    tag: 'avatars',
    access: 'active',
    params: idParamsSchema,
    body: avatarNameBodySchema,
    status: 200,
    response: libraryAvatarSchema,
  }),
  blueprintPage: defineEndpoint({
    method: 'GET',
    path: '/api/blueprints/:id/page',
    summary: 'The Blueprint document page, by the signed address the avatar calls give (the signature is the proof)',
    tag: 'avatars',
    access: 'public',
    params: z.object({ id: z.string().max(100) }),
    // The theme only changes colours, so it stays outside the signature: the portal adds it to the signed address.
    query: signedLinkQuerySchema.extend({ theme: z.enum(['light', 'dark']).optional() }),
    status: 200,
    produces: 'text/html',
    errors: ['LINK_INVALID', 'NOT_FOUND'],
    hidden: true,
  }),
  portrait: defineEndpoint({
    method: 'GET',
    path: '/api/portraits/:seed',
    summary: 'A drawn portrait derived from a seed (public: it reveals nothing about the avatar)',
    tag: 'avatars',
    access: 'public',
    params: z.object({ seed: z.string().regex(/^[\w-]{1,100}\.svg$/) }),
    status: 200,
    produces: 'image/svg+xml',
    hidden: true,
  }),
};
