import { deliverBodySchema } from '../schemas/avatars';
import { idParamsSchema } from '../schemas/companies';
import { fidelityReportResponseSchema, fidelityStreamEventSchema } from '../schemas/fidelity';
import { defineEndpoint } from './endpoint';
import { fidelityRoutes } from './fidelity.route-table';

/** Fidelity reports: the persona suite's figures for an avatar, or for an order's draft before delivery. */
export const fidelityEndpoints = {
  getAvatarFidelity: defineEndpoint({
    ...fidelityRoutes.getAvatarFidelity,
    params: idParamsSchema,
    response: fidelityReportResponseSchema,
  }),
  runAvatarFidelity: defineEndpoint({
    ...fidelityRoutes.runAvatarFidelity,
    params: idParamsSchema,
    events: fidelityStreamEventSchema,
  }),
  getOrderFidelity: defineEndpoint({
    ...fidelityRoutes.getOrderFidelity,
    params: idParamsSchema,
    response: fidelityReportResponseSchema,
  }),
  runOrderFidelity: defineEndpoint({
    ...fidelityRoutes.runOrderFidelity,
    params: idParamsSchema,
    /** The delivery form's body, as it would be delivered (its portrait and external address are not used). */
    body: deliverBodySchema,
    events: fidelityStreamEventSchema,
  }),
};
