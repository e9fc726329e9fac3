import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../lib/db/database';
import { resolveAuthSecret } from '../../lib/app-secret';
import { route, type Owned } from '../../lib/http/route';
import { avatarLinks } from './avatar-links';
import { toLibraryAvatar, toSnapshot } from './avatars.mappers';
import { findAvatar, listAccountAvatars } from './avatars.queries';
import { avatars } from './avatars.tables';

const AVATAR_NOT_FOUND = 'This avatar does not exist.';

type AvatarRow = NonNullable<Awaited<ReturnType<typeof findAvatar>>>;

const ownedAvatar = async (db: Database, id: string): Promise<Owned<AvatarRow> | null> => {
  const row = await findAvatar(db, id);
  return row && { record: row, accountId: row.avatar.accountId };
};

/** The library of an account (active accounts; site admins may read any, only members change). */
export const avatarsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const links = avatarLinks(app.storage, resolveAuthSecret(app.config));
  const avatar = (mode: 'read' | 'write') => ({ record: ({ params }: { params: { id: string } }) => ownedAvatar(db, params.id), mode, notFound: AVATAR_NOT_FOUND });

  route(app, endpoints.listAvatars, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: async ({ params }) => Promise.all((await listAccountAvatars(db, params.accountId)).map((row) => toLibraryAvatar(row, links))),
  });

  route(app, endpoints.getAvatar, { owner: avatar('read'), handler: async ({ record }) => [await toSnapshot(record, links)] });

  route(app, endpoints.setFavorite, {
    owner: avatar('write'),
    handler: async ({ record, body }) => {
      await db.update(avatars).set({ favorite: body.favorite }).where(eq(avatars.id, record.avatar.id));
      return toLibraryAvatar({ ...record, avatar: { ...record.avatar, favorite: body.favorite } }, links);
    },
  });

  route(app, endpoints.renameAvatar, {
    owner: avatar('write'),
    handler: async ({ record, body }) => {
      await db.update(avatars).set({ name: body.name }).where(eq(avatars.id, record.avatar.id));
      return toLibraryAvatar({ ...record, avatar: { ...record.avatar, name: body.name } }, links);
    },
  });
};
