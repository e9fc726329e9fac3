import { z } from 'zod';
import { healthResponseSchema } from '../schemas/health';
import { publicConfigSchema } from '../schemas/invitations';
import { defineEndpoint } from './endpoint';
import { systemRoutes } from './system.route-table';

/** The system endpoints: their routes (system.route-table.ts) with their schemas. */
export const systemEndpoints = {
  health: defineEndpoint({
    ...systemRoutes.health,
    response: healthResponseSchema,
  }),
  publicConfig: defineEndpoint({
    ...systemRoutes.publicConfig,
    response: publicConfigSchema,
  }),
  openApiDocument: defineEndpoint({
    ...systemRoutes.openApiDocument,
    response: z.record(z.string(), z.unknown()),
  }),
};
