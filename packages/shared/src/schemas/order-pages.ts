import { z } from 'zod';
import { orderSchema } from './orders';

export const ORDER_PAGE_MAX = 200;
export const ORDER_PAGE_DEFAULT = 50;

/** GET /api/orders/account/{accountId}/page: one page of the orders, newest first. */
export const orderPageQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(ORDER_PAGE_DEFAULT),
});
export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  nextCursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** GET /api/orders/account/{accountId}/processing: how many orders have no document yet (the library's banner). */
export const processingCountSchema = z.object({ count: z.number().int() });
