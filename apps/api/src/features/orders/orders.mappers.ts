import type { Order, OrderSource } from '@persona/shared';
import type { orders } from './orders.tables';

/** The columns an order shows (what the lists select). */
export type OrderColumns = Pick<
  typeof orders.$inferSelect,
  'id' | 'companyName' | 'campaignName' | 'orderedAt' | 'expectedAt' | 'deliveredAt' | 'status' | 'docId' | 'price' | 'refreshOf'
>;

/** An order as answered, with its sources in position order (see sourcesOfOrders: one query for a list). */
export const toOrder = (row: OrderColumns, sources: OrderSource[]): Order => ({
  id: row.id,
  company: row.companyName,
  campaign: row.campaignName,
  ordered: row.orderedAt.getTime(),
  expectedDelivery: row.expectedAt.getTime(),
  delivered: row.deliveredAt?.getTime() ?? null,
  status: row.status,
  docId: row.docId,
  price: row.price,
  sources,
  refreshOf: row.refreshOf,
});
