import { publicConfigSchema } from '../schemas/invitations';
import { defineEndpoint } from './endpoint';
import { publicConfigRoutes } from './public-config.route-table';

/** Settings the screens need before sign-in. Their routes: public-config.route-table.ts. */
export const publicConfigEndpoints = {
  publicConfig: defineEndpoint({
    ...publicConfigRoutes.publicConfig,
    response: publicConfigSchema,
  }),
};
