import { accountIdParamsSchema } from '../schemas/accounts';
import { activityPageSchema, activityQuerySchema, adminActivityQuerySchema } from '../schemas/activity';
import { activityRoutes } from './activity.route-table';
import { defineEndpoint } from './endpoint';

/** The account activity log, for its owner and for site admins. Their routes: activity.route-table.ts. */
export const activityEndpoints = {
  listAccountActivity: defineEndpoint({
    ...activityRoutes.listAccountActivity,
    params: accountIdParamsSchema,
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
  listAllActivity: defineEndpoint({
    ...activityRoutes.listAllActivity,
    query: adminActivityQuerySchema,
    response: activityPageSchema,
  }),
};
