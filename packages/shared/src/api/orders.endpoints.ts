import { z } from 'zod';
import { accountIdPathSchema } from '../schemas/companies';
import { attachmentUploadResponseSchema, blueprintOrderBodySchema, orderSchema, signedUrlQuerySchema, signedUrlResponseSchema } from '../schemas/orders';
import { orderPageQuerySchema, orderPageSchema, processingCountSchema } from '../schemas/order-pages';
import { signedLinkQuerySchema } from '../schemas/signed-link';
import { defineEndpoint } from './endpoint';

/** Ordering Blueprints, the order list, and downloads of stored files. */
export const ordersEndpoints = {
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/api/orders/account/:accountId',
    summary: "An account's orders, newest first",
    tag: 'orders',
    access: 'active',
    params: accountIdPathSchema,
    status: 200,
    response: z.array(orderSchema),
  }),
  listOrderPage: defineEndpoint({
    method: 'GET',
    path: '/api/orders/account/:accountId/page',
    summary: "One page of an account's orders, newest first",
    tag: 'orders',
    access: 'active',
    params: accountIdPathSchema,
    query: orderPageQuerySchema,
    status: 200,
    response: orderPageSchema,
  }),
  countProcessingOrders: defineEndpoint({
    method: 'GET',
    path: '/api/orders/account/:accountId/processing',
    summary: 'How many of the account\'s orders are still being processed (no document yet)',
    tag: 'orders',
    access: 'active',
    params: accountIdPathSchema,
    status: 200,
    response: processingCountSchema,
  }),
  orderBlueprint: defineEndpoint({
    method: 'POST',
    path: '/api/orders/blueprint',
    summary: 'Order a Blueprint for credits (data.id is its idempotency key: a retry is charged once)',
    tag: 'orders',
    access: 'active',
    body: blueprintOrderBodySchema,
    status: 201,
    response: orderSchema,
    errors: ['INSUFFICIENT_FUNDS', 'NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'UNAVAILABLE'],
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/orders/attachments',
    summary: 'Upload the optional attachment of an order (multipart, field "file")',
    tag: 'orders',
    access: 'active',
    upload: true,
    status: 201,
    response: attachmentUploadResponseSchema,
    errors: ['PAYLOAD_TOO_LARGE', 'STORAGE_QUOTA_EXCEEDED', 'UNPROCESSABLE'],
  }),
  signFileUrl: defineEndpoint({
    method: 'GET',
    path: '/api/files/signed-url',
    summary: 'A short-lived download address of a stored file you may read',
    tag: 'files',
    access: 'active',
    query: signedUrlQuerySchema,
    status: 200,
    response: signedUrlResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/*',
    summary: 'A stored file, by the signed address signFileUrl gave (the signature is the proof)',
    tag: 'files',
    access: 'public',
    params: z.object({ '*': z.string().min(1) }),
    query: signedLinkQuerySchema,
    status: 200,
    produces: 'application/octet-stream',
    errors: ['LINK_INVALID', 'NOT_FOUND'],
    hidden: true,
  }),
};
