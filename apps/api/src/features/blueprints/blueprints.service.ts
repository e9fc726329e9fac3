import type { Transaction } from '../../lib/db/database';
import { blueprints } from './blueprints.tables';

type NewBlueprint = Pick<typeof blueprints.$inferInsert, 'accountId' | 'document' | 'externalUrl' | 'draftedBy' | 'supportedClaims' | 'totalClaims'>;

/** Stores a delivered Blueprint, inside the delivery's transaction. */
export async function addBlueprint(tx: Transaction, blueprint: NewBlueprint) {
  const [row] = await tx.insert(blueprints).values(blueprint).returning();
  return row!;
}
