import { z } from 'zod';
import { blueprintDraftEventSchema, blueprintPreviewBodySchema, blueprintPreviewResponseSchema , sectionClaimsInputSchema } from '../schemas/blueprints';
import { deliverBodySchema, libraryAvatarSchema, openOrderSchema, orderStatusBodySchema, portraitUploadResponseSchema } from '../schemas/avatars';
import { idParamsSchema } from '../schemas/companies';
import { claimCheckResponseSchema, orderEvidenceSchema } from '../schemas/evidence';
import { orderSchema } from '../schemas/orders';
import { defineEndpoint } from './endpoint';
import { deliveryRoutes } from './delivery.route-table';

/** Site admins deliver ordered Blueprints. */
export const deliveryEndpoints = {
  listOpenOrders: defineEndpoint({
    ...deliveryRoutes.listOpenOrders,
    response: z.array(openOrderSchema),
  }),
  setOrderStatus: defineEndpoint({
    ...deliveryRoutes.setOrderStatus,
    params: idParamsSchema,
    body: orderStatusBodySchema,
    response: orderSchema,
  }),
  uploadPortrait: defineEndpoint({
    ...deliveryRoutes.uploadPortrait,
    response: portraitUploadResponseSchema,
  }),
  deliverOrder: defineEndpoint({
    ...deliveryRoutes.deliverOrder,
    params: idParamsSchema,
    body: deliverBodySchema,
    response: libraryAvatarSchema,
  }),
  draftBlueprint: defineEndpoint({
    ...deliveryRoutes.draftBlueprint,
    params: idParamsSchema,
    events: blueprintDraftEventSchema,
  }),
  getOrderEvidence: defineEndpoint({
    ...deliveryRoutes.getOrderEvidence,
    params: idParamsSchema,
    response: orderEvidenceSchema,
  }),
  checkClaims: defineEndpoint({
    ...deliveryRoutes.checkClaims,
    params: idParamsSchema,
    body: z.object({ claims: sectionClaimsInputSchema }),
    response: claimCheckResponseSchema,
  }),
  previewBlueprint: defineEndpoint({
    ...deliveryRoutes.previewBlueprint,
    body: blueprintPreviewBodySchema,
    response: blueprintPreviewResponseSchema,
  }),
};
