import { z } from 'zod';
import { accountIdPathSchema } from '../schemas/companies';
import { orderSourceSchema, pastedSourceBodySchema, sourceIdParamsSchema } from '../schemas/evidence';
import { attachmentUploadResponseSchema, blueprintOrderBodySchema, orderSchema } from '../schemas/orders';
import { orderPageQuerySchema, orderPageSchema, processingCountSchema } from '../schemas/order-pages';
import { defineEndpoint } from './endpoint';
import { ordersRoutes } from './orders.route-table';

/** Ordering Blueprints, the order list, and downloads of stored files. */
export const ordersEndpoints = {
  listOrders: defineEndpoint({
    ...ordersRoutes.listOrders,
    params: accountIdPathSchema,
    response: z.array(orderSchema),
  }),
  listOrderPage: defineEndpoint({
    ...ordersRoutes.listOrderPage,
    params: accountIdPathSchema,
    query: orderPageQuerySchema,
    response: orderPageSchema,
  }),
  countProcessingOrders: defineEndpoint({
    ...ordersRoutes.countProcessingOrders,
    params: accountIdPathSchema,
    response: processingCountSchema,
  }),
  orderBlueprint: defineEndpoint({
    ...ordersRoutes.orderBlueprint,
    body: blueprintOrderBodySchema,
    response: orderSchema,
  }),
  uploadAttachment: defineEndpoint({
    ...ordersRoutes.uploadAttachment,
    response: attachmentUploadResponseSchema,
  }),
  uploadSource: defineEndpoint({
    ...ordersRoutes.uploadSource,
    response: orderSourceSchema,
  }),
  pasteSource: defineEndpoint({
    ...ordersRoutes.pasteSource,
    body: pastedSourceBodySchema,
    response: orderSourceSchema,
  }),
  removeSource: defineEndpoint({
    ...ordersRoutes.removeSource,
    params: sourceIdParamsSchema,
  }),
};
