import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountSchema,
  createAccountBodySchema,
  createUserBodySchema,
  emailParamsSchema,
  meResponseSchema,
  setOnboardedBodySchema,
  userSchema,
} from '../schemas/accounts';
import { invitationSchema, inviteBodySchema, joinBodySchema, joinResponseSchema, tokenParamsSchema } from '../schemas/invitations';
import { defineEndpoint } from './endpoint';
import { accountsRoutes } from './accounts.route-table';

/** Accounts (workspaces), their users, and invitations into them. */
export const accountsEndpoints = {
  getMe: defineEndpoint({
    ...accountsRoutes.getMe,
    response: meResponseSchema,
  }),
  createAccount: defineEndpoint({
    ...accountsRoutes.createAccount,
    body: createAccountBodySchema,
    response: accountSchema,
  }),
  createUser: defineEndpoint({
    ...accountsRoutes.createUser,
    body: createUserBodySchema,
    response: userSchema,
  }),
  findUserByEmail: defineEndpoint({
    ...accountsRoutes.findUserByEmail,
    params: emailParamsSchema,
    response: z.array(userSchema),
  }),
  listAccounts: defineEndpoint({
    ...accountsRoutes.listAccounts,
    response: z.array(accountSchema),
  }),
  listUsers: defineEndpoint({
    ...accountsRoutes.listUsers,
    response: z.array(userSchema),
  }),
  getAccount: defineEndpoint({
    ...accountsRoutes.getAccount,
    params: accountIdParamsSchema,
    response: z.array(accountSchema),
  }),
  setOnboarded: defineEndpoint({
    ...accountsRoutes.setOnboarded,
    params: accountIdParamsSchema,
    body: setOnboardedBodySchema,
    response: accountSchema,
  }),
  listAccountUsers: defineEndpoint({
    ...accountsRoutes.listAccountUsers,
    params: accountIdParamsSchema,
    response: z.array(userSchema),
  }),
  invite: defineEndpoint({
    ...accountsRoutes.invite,
    body: inviteBodySchema,
    response: invitationSchema,
  }),
  listInvitations: defineEndpoint({
    ...accountsRoutes.listInvitations,
    params: accountIdParamsSchema,
    response: z.array(invitationSchema),
  }),
  getInvitation: defineEndpoint({
    ...accountsRoutes.getInvitation,
    params: tokenParamsSchema,
    response: z.array(invitationSchema),
  }),
  joinAccount: defineEndpoint({
    ...accountsRoutes.joinAccount,
    params: accountIdParamsSchema,
    body: joinBodySchema,
    response: joinResponseSchema,
  }),
  deleteInvitation: defineEndpoint({
    ...accountsRoutes.deleteInvitation,
    params: tokenParamsSchema,
  }),
};
