import { accountIdPathSchema, avatarNameBodySchema, avatarSnapshotSchema, favoriteBodySchema, idParamsSchema, libraryAvatarSchema } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertAccountAccess, requireActive, visibleTo } from '../../lib/guards';
import { avatarLinks } from './avatar-links';
import { toLibraryAvatar, toSnapshot } from './avatars.mappers';
import { findAvatar, listAccountAvatars } from './avatars.queries';
import { avatars } from './avatars.schema';

const tags = ['avatars'];
const security = [{ bearer: [] }];
const AVATAR_NOT_FOUND = 'This avatar does not exist.';

/** /api/avatars: the library of an account (active accounts; site admins may read any, only members change). */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const links = avatarLinks(app);
  app.addHook('onRequest', requireActive);

  const visibleAvatar = async (request: FastifyRequest, id: string, access: 'read' | 'write' = 'read') => {
    const row = await findAvatar(db, id);
    return visibleTo(request, row && { record: row, accountId: row.avatar.accountId }, AVATAR_NOT_FOUND, access);
  };

  app.get('/avatars/account/:accountId', { schema: { tags, security, params: accountIdPathSchema, response: { 200: z.array(libraryAvatarSchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.accountId);
    const rows = await listAccountAvatars(db, request.params.accountId);
    return Promise.all(rows.map((row) => toLibraryAvatar(row, links)));
  });

  app.get('/avatars/:id', { schema: { tags, security, params: idParamsSchema, response: { 200: z.array(avatarSnapshotSchema) } } }, async (request) => [
    await toSnapshot(await visibleAvatar(request, request.params.id), links),
  ]);

  app.patch('/avatars/:id/favorite', { schema: { tags, security, params: idParamsSchema, body: favoriteBodySchema, response: { 200: libraryAvatarSchema } } }, async (request) => {
    const row = await visibleAvatar(request, request.params.id, 'write');
    await db.update(avatars).set({ favorite: request.body.favorite }).where(eq(avatars.id, row.avatar.id));
    return toLibraryAvatar({ ...row, avatar: { ...row.avatar, favorite: request.body.favorite } }, links);
  });

  app.patch('/avatars/:id/name', { schema: { tags, security, params: idParamsSchema, body: avatarNameBodySchema, response: { 200: libraryAvatarSchema } } }, async (request) => {
    const row = await visibleAvatar(request, request.params.id, 'write');
    await db.update(avatars).set({ name: request.body.name }).where(eq(avatars.id, row.avatar.id));
    return toLibraryAvatar({ ...row, avatar: { ...row.avatar, name: request.body.name } }, links);
  });
};
