import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../lib/db/database';
import { resolveAuthSecret } from '../../lib/app-secret';
import { route, type Owned } from '../../lib/http/route';
import { windowExpiry } from '../../lib/url-signing';
import { avatarLinks, LINK_TTL_SECONDS } from './avatar-links';
import { toLibraryAvatar, toListedAvatar, toSnapshot } from './avatars.mappers';
import { findAvatar, listAccountAvatars, listAvatarFilters, listAvatarPage } from './avatars.queries';
import { changeAvatar } from './avatars.service';

const AVATAR_NOT_FOUND = 'This avatar does not exist.';

type AvatarRow = NonNullable<Awaited<ReturnType<typeof findAvatar>>>;

const ownedAvatar = async (db: Database, id: string): Promise<Owned<AvatarRow> | null> => {
  const row = await findAvatar(db, id);
  return row && { record: row, accountId: row.avatar.accountId };
};

/** The library of an account (active accounts; site admins may read any, only members change). */
export const avatarsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const linksOf = avatarLinks(resolveAuthSecret(app.config));
  // From memory behind the write barrier on PostgreSQL (app.ts, lib/db/version-feed).
  const libraryVersion = app.versions.read;
  const avatar = (mode: 'read' | 'write') => ({ record: ({ params }: { params: { id: string } }) => ownedAvatar(db, params.id), mode, notFound: AVATAR_NOT_FOUND });

  // The lists: a flat select, a synchronous mapper over cached addresses, JSON.stringify and an ETag
  // (`private, no-cache`: the browser keeps the answer and revalidates it; docs/decisions.md, "Library lists revalidate"). The full
  // list is kept, compressed, until the account's library version or the signing window moves.
  route(app, endpoints.listAvatars, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    large: {
      etag: true,
      cache: {
        key: ({ params }) => params.accountId,
        version: async ({ params }) => `${await libraryVersion(params.accountId)}@${windowExpiry(LINK_TTL_SECONDS)}`,
      },
    },
    handler: async ({ params }) => {
      const links = linksOf(params.accountId);
      return (await listAccountAvatars(db, params.accountId)).map((row) => toListedAvatar(row, links));
    },
  });

  route(app, endpoints.listAvatarPage, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    large: { etag: true },
    handler: async ({ params, query }) => {
      const filter = { company: query.company, campaign: query.campaign, favoritesOnly: query.favorites === 'true', evidenceOnly: query.evidence === 'true' };
      const page = await listAvatarPage(db, params.accountId, filter, query.limit, query.cursor);
      const links = linksOf(params.accountId);
      return { items: page.items.map((row) => toListedAvatar(row, links)), nextCursor: page.nextCursor, total: page.total };
    },
  });

  route(app, endpoints.listAvatarFilters, {
    owner: { account: ({ params }) => params.accountId, mode: 'read' },
    handler: ({ params }) => listAvatarFilters(db, params.accountId),
  });

  route(app, endpoints.getAvatar, { owner: avatar('read'), handler: async ({ record }) => [toSnapshot(record, linksOf(record.avatar.accountId))] });

  route(app, endpoints.setFavorite, {
    owner: avatar('write'),
    keepsIdentity: 'an avatar is not part of an identity',
    handler: async ({ record, body }) => {
      await changeAvatar(db, record.avatar.id, { favorite: body.favorite });
      return toLibraryAvatar({ ...record, avatar: { ...record.avatar, favorite: body.favorite } }, linksOf(record.avatar.accountId));
    },
  });

  route(app, endpoints.renameAvatar, {
    owner: avatar('write'),
    keepsIdentity: 'an avatar is not part of an identity',
    handler: async ({ record, body }) => {
      await changeAvatar(db, record.avatar.id, { name: body.name });
      return toLibraryAvatar({ ...record, avatar: { ...record.avatar, name: body.name } }, linksOf(record.avatar.accountId));
    },
  });
};
