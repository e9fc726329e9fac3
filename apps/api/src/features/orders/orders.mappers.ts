import type { Order } from '@persona/shared';
import type { orders } from './orders.tables';

export const toOrder = (row: typeof orders.$inferSelect): Order => ({
  id: row.id,
  company: row.companyName,
  campaign: row.campaignName,
  ordered: row.orderedAt.getTime(),
  expectedDelivery: row.expectedAt.getTime(),
  delivered: row.deliveredAt?.getTime() ?? null,
  status: row.status,
  docId: row.docId,
  price: row.price,
});
