import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { blueprints } from '../blueprints';
import { avatars } from './avatars.tables';

const withDocument = (db: Database) =>
  db.select({ avatar: avatars, externalUrl: blueprints.externalUrl }).from(avatars).leftJoin(blueprints, eq(blueprints.id, avatars.docId));

/** The account's avatars, newest first, in one indexed query. */
export const listAccountAvatars = (db: Database, accountId: string) =>
  withDocument(db).where(eq(avatars.accountId, accountId)).orderBy(desc(avatars.createdAt));

export async function findAvatar(db: Database, id: string) {
  const [row] = await withDocument(db).where(eq(avatars.id, id));
  return row ?? null;
}
