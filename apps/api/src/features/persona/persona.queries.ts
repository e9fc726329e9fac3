import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';

/** Who answers: the avatar with its Blueprint (its sections, or only an external address). */
export async function findPersonaSource(db: Database, avatarId: string) {
  const [row] = await db
    .select({ avatar: avatars, document: blueprints.document, externalUrl: blueprints.externalUrl })
    .from(avatars)
    .leftJoin(blueprints, eq(blueprints.id, avatars.docId))
    .where(eq(avatars.id, avatarId));
  return row ?? null;
}
export type PersonaSource = NonNullable<Awaited<ReturnType<typeof findPersonaSource>>>;
