import { passageId } from '@persona/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { sourcePassages, sources } from '../orders';

/** A passage of an order's sources, with its source's name (what a Blueprint shows beside its quote). */
export interface OrderPassage {
  id: string;
  sourceName: string;
  location: string;
  text: string;
}

/**
 * Every passage of the order's sources, in the order's source order then passage order, by id. Scoped by the
 * order alone: a passage id of another order (or another account) is simply not in the map.
 */
export async function orderPassages(db: Database, orderId: string): Promise<Map<string, OrderPassage>> {
  const rows = await db
    .select({ sourceId: sourcePassages.sourceId, position: sourcePassages.position, location: sourcePassages.location, text: sourcePassages.text, sourceName: sources.name })
    .from(sourcePassages)
    .innerJoin(sources, eq(sources.id, sourcePassages.sourceId))
    .where(eq(sources.orderId, orderId))
    .orderBy(asc(sources.position), asc(sources.createdAt), asc(sourcePassages.sourceId), asc(sourcePassages.position));
  return new Map(rows.map((row) => [passageId(row.sourceId, row.position), { id: passageId(row.sourceId, row.position), sourceName: row.sourceName, location: row.location, text: row.text }]));
}
