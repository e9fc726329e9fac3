import { z } from 'zod';
import { accountIdParamsSchema, accountSchema, createAccountBodySchema, createUserBodySchema, emailParamsSchema, meResponseSchema, setOnboardedBodySchema, userSchema } from '../schemas/accounts';
import { defineEndpoint } from './endpoint';
import { accountsRoutes } from './accounts.route-table';

/** Accounts (workspaces) and their users. */
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
};
