import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts, users } from '../accounts';
import { avatars } from '../avatars';
import { orders, toOrder, withSources } from '../orders';

/**
 * Every order not yet delivered, oldest first, with its account's name, who ordered it and the avatar a refresh
 * replaces the Blueprint of (one query), and its sources (one more).
 */
export async function listOpenOrders(db: Database) {
  const rows = await db
    .select({
      order: orders,
      accountName: accounts.name,
      orderedBy: users.email,
      refreshed: { id: avatars.id, name: avatars.name, age: avatars.age, gender: avatars.gender, occupation: avatars.occupation },
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(avatars, eq(avatars.id, orders.refreshOf))
    .where(isNull(orders.docId))
    .orderBy(asc(orders.orderedAt));
  return withSources(db, rows, (row) => row.order.id, ({ order, accountName, orderedBy, refreshed }, sources) => ({
    ...toOrder(order, sources),
    accountId: order.accountId,
    accountName,
    orderedBy: orderedBy ?? '',
    product: order.product,
    context: order.context,
    attachment: order.attachment,
    refreshOf: refreshed,
  }));
}
