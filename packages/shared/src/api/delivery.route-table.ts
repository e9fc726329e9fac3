import { defineRoute, eventStream } from './endpoint';

const tag = 'delivery';

/** The delivery endpoints' routes (their schemas: delivery.endpoints.ts). */
export const deliveryRoutes = {
  listOpenOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/open',
    summary: 'Every order not yet delivered, oldest first',
    tag,
    access: 'admin',
    status: 200,
  }),
  setOrderStatus: defineRoute({
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    summary: 'Move an open order between pending and in progress',
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  uploadPortrait: defineRoute({
    method: 'POST',
    path: '/api/admin/portraits',
    summary: 'Upload a JPEG portrait for a delivery (multipart, field "file")',
    tag,
    access: 'admin',
    upload: true,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'UNPROCESSABLE'],
  }),
  deliverOrder: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/deliver',
    summary: 'Deliver an order: its Blueprint becomes an avatar in the library',
    tag,
    access: 'admin',
    status: 201,
    errors: ['NOT_FOUND', 'ALREADY_DELIVERED', 'UNPROCESSABLE', 'CLAIM_UNSUPPORTED', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  draftBlueprint: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/draft',
    summary:
      "Draft the delivery form: for an order with sources, claims citing its passages (by the configured model, else extractive), otherwise Markdown from the brief by the model: Server-Sent Events (partial…, done | error)",
    tag,
    access: 'admin',
    status: 200,
    stream: eventStream({ partial: { draft: 'object' }, done: { draft: 'object', model: 'string' } }),
    errors: ['NOT_FOUND', 'ALREADY_DELIVERED', 'RATE_LIMITED', 'DRAFT_INVALID', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  getOrderEvidence: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:id/evidence',
    summary: "An open order's sources and every passage of them, for the delivery form",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  checkClaims: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/claims/check',
    summary: "Mark each claim supported, weak or unsupported by the passages it cites of the order's sources",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND', 'UNPROCESSABLE', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  previewBlueprint: defineRoute({
    method: 'POST',
    path: '/api/admin/blueprints/preview',
    summary: 'Render Blueprint markdown as the customer will read it',
    tag,
    access: 'admin',
    status: 200,
  }),
};
