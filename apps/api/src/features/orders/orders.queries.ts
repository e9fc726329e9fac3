import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Order } from '@persona/shared';
import type { Database } from '../../lib/db/database';
import { decodeCursor, encodeCursor } from '../../lib/db/keyset-cursor';
import { toOrder } from './orders.mappers';
import { orders } from './orders.tables';
import { withSources } from './sources.service';

/** Only the columns an Order answer shows (no product, context or idempotency columns), flat. */
const listed = {
  id: orders.id,
  companyName: orders.companyName,
  campaignName: orders.campaignName,
  orderedAt: orders.orderedAt,
  expectedAt: orders.expectedAt,
  deliveredAt: orders.deliveredAt,
  status: orders.status,
  docId: orders.docId,
  price: orders.price,
  refreshOf: orders.refreshOf,
};


/** GET /api/orders/account/{id}: all of the account's orders, newest first. */
export async function listOrders(db: Database, accountId: string): Promise<Order[]> {
  const rows = await db.select(listed).from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.orderedAt), desc(orders.id));
  return withSources(db, rows, (row) => row.id, toOrder);
}

/**
 * GET /api/orders/account/{id}/page: one page, newest first, by keyset on (account_id, ordered_at desc, id desc)
 * (index orders_account_ordered_idx), one row more than asked to know whether another page follows.
 */
export async function listOrderPage(db: Database, accountId: string, query: { cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({ ...listed, cursorAt: sql<string>`${orders.orderedAt}::text` })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        after ? sql`(${orders.orderedAt}, ${orders.id}) < (${after[0]}::timestamptz, ${after[1]}::text)` : undefined,
      ),
    )
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  return { items: await withSources(db, page, (row) => row.id, toOrder), nextCursor: more && last ? encodeCursor(last.cursorAt, last.id) : null };
}

/** GET /api/orders/account/{id}/processing: the account's orders without a document yet. */
export async function countProcessingOrders(db: Database, accountId: string): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), isNull(orders.docId)));
  return { count: Number(row?.count ?? 0) };
}

/** Every account's orders without a document yet, and those of them past their expected delivery (one query, on orders_open_idx). */
export async function countOpenOrders(db: Database, now: Date): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({ open: count(), overdue: sql<number>`count(*) filter (where ${orders.expectedAt} < ${now.toISOString()}::timestamptz)` })
    .from(orders)
    .where(isNull(orders.docId));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}
