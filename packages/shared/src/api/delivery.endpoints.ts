import { z } from 'zod';
import { blueprintPreviewBodySchema, blueprintPreviewResponseSchema } from '../schemas/blueprints';
import { deliverBodySchema, libraryAvatarSchema, openOrderSchema, orderStatusBodySchema, portraitUploadResponseSchema } from '../schemas/avatars';
import { idParamsSchema } from '../schemas/companies';
import { orderSchema } from '../schemas/orders';
import { defineEndpoint } from './endpoint';

const tag = 'delivery';

/** Site admins deliver ordered Blueprints. */
export const deliveryEndpoints = {
  listOpenOrders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/open',
    summary: 'Every order not yet delivered, oldest first',
    tag,
    access: 'admin',
    status: 200,
    response: z.array(openOrderSchema),
  }),
  setOrderStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    summary: 'Move an open order between pending and in progress',
    tag,
    access: 'admin',
    params: idParamsSchema,
    body: orderStatusBodySchema,
    status: 200,
    response: orderSchema,
    errors: ['NOT_FOUND'],
  }),
  uploadPortrait: defineEndpoint({
    method: 'POST',
    path: '/api/admin/portraits',
    summary: 'Upload a JPEG portrait for a delivery (multipart, field "file")',
    tag,
    access: 'admin',
    upload: true,
    status: 201,
    response: portraitUploadResponseSchema,
    errors: ['PAYLOAD_TOO_LARGE', 'UNPROCESSABLE'],
  }),
  deliverOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/deliver',
    summary: 'Deliver an order: its Blueprint becomes an avatar in the library',
    tag,
    access: 'admin',
    params: idParamsSchema,
    body: deliverBodySchema,
    status: 201,
    response: libraryAvatarSchema,
    errors: ['NOT_FOUND', 'ALREADY_DELIVERED'],
  }),
  draftBlueprint: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/draft',
    summary: "Draft the delivery form from the order's brief with the configured model: Server-Sent Events (partial…, done | error)",
    tag,
    access: 'admin',
    params: idParamsSchema,
    status: 200,
    produces: 'text/event-stream',
    errors: ['NOT_FOUND', 'ALREADY_DELIVERED', 'DRAFT_INVALID', 'MODEL_FAILED', 'MODEL_TIMEOUT', 'UNAVAILABLE'],
  }),
  previewBlueprint: defineEndpoint({
    method: 'POST',
    path: '/api/admin/blueprints/preview',
    summary: 'Render Blueprint markdown as the customer will read it',
    tag,
    access: 'admin',
    body: blueprintPreviewBodySchema,
    status: 200,
    response: blueprintPreviewResponseSchema,
  }),
};
