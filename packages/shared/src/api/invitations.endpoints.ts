import { z } from 'zod';
import { accountIdParamsSchema } from '../schemas/accounts';
import { invitationSchema, inviteBodySchema, joinBodySchema, joinResponseSchema, tokenParamsSchema } from '../schemas/invitations';
import { defineEndpoint } from './endpoint';
import { invitationsRoutes } from './invitations.route-table';

/** Invitations into an account: sending, listing, reading by token, joining, removing. Their routes: invitations.route-table.ts. */
export const invitationsEndpoints = {
  invite: defineEndpoint({
    ...invitationsRoutes.invite,
    body: inviteBodySchema,
    response: invitationSchema,
  }),
  listInvitations: defineEndpoint({
    ...invitationsRoutes.listInvitations,
    params: accountIdParamsSchema,
    response: z.array(invitationSchema),
  }),
  getInvitation: defineEndpoint({
    ...invitationsRoutes.getInvitation,
    params: tokenParamsSchema,
    response: z.array(invitationSchema),
  }),
  joinAccount: defineEndpoint({
    ...invitationsRoutes.joinAccount,
    params: accountIdParamsSchema,
    body: joinBodySchema,
    response: joinResponseSchema,
  }),
  deleteInvitation: defineEndpoint({
    ...invitationsRoutes.deleteInvitation,
    params: tokenParamsSchema,
  }),
};
