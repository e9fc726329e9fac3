import { defineRoute } from './endpoint';

/** The orders endpoints' routes (their schemas: orders.endpoints.ts). */
export const ordersRoutes = {
  listOrders: defineRoute({
    method: 'GET',
    path: '/api/orders/account/:accountId',
    summary: "An account's orders, newest first",
    tag: 'orders',
    access: 'active',
    status: 200,
  }),
  listOrderPage: defineRoute({
    method: 'GET',
    path: '/api/orders/account/:accountId/page',
    summary: "One page of an account's orders, newest first",
    tag: 'orders',
    access: 'active',
    status: 200,
  }),
  countProcessingOrders: defineRoute({
    method: 'GET',
    path: '/api/orders/account/:accountId/processing',
    summary: 'How many of the account\'s orders are still being processed (no document yet)',
    tag: 'orders',
    access: 'active',
    status: 200,
  }),
  orderBlueprint: defineRoute({
    method: 'POST',
    path: '/api/orders/blueprint',
    summary: 'Order a Blueprint for credits (data.id is its idempotency key: a retry is charged once)',
    tag: 'orders',
    access: 'active',
    status: 201,
    errors: ['INSUFFICIENT_FUNDS', 'NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'FORBIDDEN'],
  }),
  uploadAttachment: defineRoute({
    method: 'POST',
    path: '/api/orders/attachments',
    summary: 'Upload the optional attachment of an order (multipart, field "file")',
    tag: 'orders',
    access: 'active',
    upload: true,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'STORAGE_QUOTA_EXCEEDED', 'UNPROCESSABLE', 'RATE_LIMITED'],
  }),
};
