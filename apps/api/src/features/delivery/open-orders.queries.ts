import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts, users } from '../accounts';
import { orders, toOrder } from '../orders';

/** Every order not yet delivered, oldest first, with its account's name and who ordered it (one query). */
export async function listOpenOrders(db: Database) {
  const rows = await db
    .select({ order: orders, accountName: accounts.name, orderedBy: users.email })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(isNull(orders.docId))
    .orderBy(asc(orders.orderedAt));
  return rows.map(({ order, accountName, orderedBy }) => ({
    ...toOrder(order),
    accountId: order.accountId,
    accountName,
    orderedBy: orderedBy ?? '',
    product: order.product,
    context: order.context,
    attachment: order.attachment,
    sources: [],
  }));
}
