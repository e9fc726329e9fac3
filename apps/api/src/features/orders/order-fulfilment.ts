import type { Order } from '@persona/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { toOrder } from './orders.mappers';
import { orders } from './orders.tables';
import { sourcesOfOrders } from './sources.service';

const open = (id: string) => and(eq(orders.id, id), isNull(orders.docId));

/** Sets the progress of an order not yet delivered; null when there is no such open order. */
export async function setOpenOrderStatus(db: Database, id: string, status: string): Promise<Order | null> {
  const [row] = await db.update(orders).set({ status }).where(open(id)).returning();
  return row ? toOrder(row, (await sourcesOfOrders(db, [row.id])).get(row.id) ?? []) : null;
}

/** Marks an open order delivered as the avatar, inside the delivery's transaction. */
export async function completeOrder(tx: Transaction, id: string, avatarId: string): Promise<void> {
  await tx.update(orders).set({ docId: avatarId, deliveredAt: new Date(), status: 'complete' }).where(open(id));
}
