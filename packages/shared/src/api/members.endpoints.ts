import { accountIdParamsSchema, accountSchema } from '../schemas/accounts';
import { memberParamsSchema, transferOwnershipBodySchema } from '../schemas/members';
import { defineEndpoint } from './endpoint';
import { membersRoutes } from './members.route-table';

/** An account's people: ownership, removal, leaving. Their routes: members.route-table.ts. */
export const membersEndpoints = {
  transferOwnership: defineEndpoint({
    ...membersRoutes.transferOwnership,
    params: accountIdParamsSchema,
    body: transferOwnershipBodySchema,
    response: accountSchema,
  }),
  removeMember: defineEndpoint({
    ...membersRoutes.removeMember,
    params: memberParamsSchema,
  }),
  leaveAccount: defineEndpoint({
    ...membersRoutes.leaveAccount,
    params: accountIdParamsSchema,
  }),
  adminTransferOwnership: defineEndpoint({
    ...membersRoutes.adminTransferOwnership,
    params: accountIdParamsSchema,
    body: transferOwnershipBodySchema,
    response: accountSchema,
  }),
  adminRemoveMember: defineEndpoint({
    ...membersRoutes.adminRemoveMember,
    params: memberParamsSchema,
  }),
};
