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

/** What a refresh's delivery gives an avatar: its new Blueprint and persona (the portrait only when a new one came). */
type AvatarRefresh = Pick<typeof avatars.$inferInsert, 'docId' | 'name' | 'age' | 'gender' | 'occupation'> & { img: string };

/**
 * A refresh's delivery, inside its transaction: the avatar (locked, so two deliveries queue) takes the new
 * Blueprint and persona, keeping its id, favourite and place in the library. Null when it was deleted meanwhile.
 */
export async function refreshAvatar(tx: Transaction, id: string, refresh: AvatarRefresh) {
  const [current] = await tx.select({ id: avatars.id }).from(avatars).where(eq(avatars.id, id)).for('update');
  if (!current) return null;
  const { img, ...persona } = refresh;
  const [row] = await tx
    .update(avatars)
    .set({ ...persona, ...(img !== '' ? { img } : {}) })
    .where(eq(avatars.id, id))
    .returning();
  return row ?? null;
}
