import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from '../avatars';
import { blueprints } from './blueprints.tables';

/** A Blueprint with the avatar it describes (what its document page shows), or null. */
export async function findBlueprintPage(db: Database, id: string) {
  const [row] = await db.select({ blueprint: blueprints, avatar: avatars }).from(blueprints).innerJoin(avatars, eq(avatars.docId, blueprints.id)).where(eq(blueprints.id, id));
  return row ?? null;
}
