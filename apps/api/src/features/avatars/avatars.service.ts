import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { avatars } from './avatars.tables';

/** What a member may change on an avatar of the library. */
type AvatarChange = Partial<Pick<typeof avatars.$inferInsert, 'favorite' | 'name'>>;

export async function changeAvatar(db: Database, id: string, change: AvatarChange): Promise<void> {
  await db.update(avatars).set(change).where(eq(avatars.id, id));
}

/** Adds a delivered avatar to its account's library, inside the delivery's transaction. */
export async function addAvatar(tx: Transaction, avatar: typeof avatars.$inferInsert) {
  const [row] = await tx.insert(avatars).values(avatar).returning();
  return row!;
}
