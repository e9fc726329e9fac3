import { accountIdParamsSchema, accountSchema, userSchema } from '../schemas/accounts';
import { adminCountsSchema } from '../schemas/admin-counts';
import { accountIdPathSchema } from '../schemas/companies';
import { failedJobsPageSchema, failedJobsQuerySchema, jobIdParamsSchema, retriedJobSchema } from '../schemas/failed-jobs';
import { removeCreditsBodySchema, setAdminBodySchema, setCreditsBodySchema, setMembershipBodySchema, setStatusBodySchema } from '../schemas/credits';
import { defineEndpoint } from './endpoint';
import { adminRoutes } from './admin.route-table';

/** Site-admin changes to accounts and users, and the credit log. */
export const adminEndpoints = {
  setCredits: defineEndpoint({
    ...adminRoutes.setCredits,
    params: accountIdParamsSchema,
    body: setCreditsBodySchema,
    response: accountSchema,
  }),
  removeCredits: defineEndpoint({
    ...adminRoutes.removeCredits,
    params: accountIdParamsSchema,
    body: removeCreditsBodySchema,
    response: accountSchema,
  }),
  setAccountStatus: defineEndpoint({
    ...adminRoutes.setAccountStatus,
    params: accountIdParamsSchema,
    body: setStatusBodySchema,
    response: accountSchema,
  }),
  setMembership: defineEndpoint({
    ...adminRoutes.setMembership,
    params: accountIdParamsSchema,
    body: setMembershipBodySchema,
    response: accountSchema,
  }),
  setAdmin: defineEndpoint({
    ...adminRoutes.setAdmin,
    params: accountIdPathSchema,
    body: setAdminBodySchema,
    response: userSchema,
  }),
  adminCounts: defineEndpoint({
    ...adminRoutes.adminCounts,
    response: adminCountsSchema,
  }),
  listFailedJobs: defineEndpoint({
    ...adminRoutes.listFailedJobs,
    query: failedJobsQuerySchema,
    response: failedJobsPageSchema,
  }),
  retryJob: defineEndpoint({
    ...adminRoutes.retryJob,
    params: jobIdParamsSchema,
    response: retriedJobSchema,
  }),
};
