import { passageId, type OrderEvidence, type OrderSource } from '@persona/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { orders, sourcePassages, sources } from '../orders';

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

/** GET /api/admin/orders/{id}/evidence: the order's sources in its order, and every passage of them. */
export async function orderEvidence(db: Database, orderId: string): Promise<OrderEvidence> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
  const listed = await db
    .select({ id: sources.id, kind: sources.kind, name: sources.name, size: sources.size, passageCount: sources.passageCount, key: sources.uploadKey })
    .from(sources)
    .where(eq(sources.orderId, order.id))
    .orderBy(asc(sources.position), asc(sources.createdAt), asc(sources.id));
  const passages = [...(await orderPassages(db, order.id)).values()].map(({ id, location, text }) => {
    const [sourceId, position] = id.split(':') as [string, string];
    return { id, sourceId, position: Number(position), location, text };
  });
  return { sources: listed.map((s) => ({ ...s, kind: s.kind as OrderSource['kind'] })), passages };
}
