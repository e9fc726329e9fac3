import { documentCoverage, type BlueprintDocumentV2 } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../lib/db/database';
import { avatars } from '../features/avatars';
import { blueprints } from '../features/blueprints';
import { V2_DOCUMENT } from '../features/blueprints/fixtures/v2-document';

/**
 * Gives an avatar a version-2 Blueprint as a delivery with claims stores it (the document, its coverage in
 * supported_claims/total_claims), written straight to the database; returns the new Blueprint's id.
 */
export async function giveEvidenceBlueprint(db: Database, avatarId: string, document: BlueprintDocumentV2 = V2_DOCUMENT): Promise<string> {
  const [avatar] = await db.select({ accountId: avatars.accountId }).from(avatars).where(eq(avatars.id, avatarId));
  const coverage = documentCoverage(document)!;
  const [blueprint] = await db
    .insert(blueprints)
    .values({ accountId: avatar!.accountId, document, supportedClaims: coverage.supported, totalClaims: coverage.total })
    .returning({ id: blueprints.id });
  await db.update(avatars).set({ docId: blueprint!.id }).where(eq(avatars.id, avatarId));
  return blueprint!.id;
}
