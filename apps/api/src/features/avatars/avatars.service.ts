import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from './avatars.tables';

/** What a member may change on an avatar of the library. */
type AvatarChange = Partial<Pick<typeof avatars.$inferInsert, 'favorite' | 'name'>>;

export async function changeAvatar(db: Database, id: string, change: AvatarChange): Promise<void> {
  await db.update(avatars).set(change).where(eq(avatars.id, id));
}
