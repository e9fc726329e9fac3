import { z } from 'zod';
import { accountIdParamsSchema, accountSchema, userSchema } from '../schemas/accounts';
import { accountIdPathSchema } from '../schemas/companies';
import {
  creditTransactionSchema,
  removeCreditsBodySchema,
  setAdminBodySchema,
  setCreditsBodySchema,
  setMembershipBodySchema,
  setStatusBodySchema,
} from '../schemas/credits';
import { defineEndpoint } from './endpoint';

const tag = 'admin';

/** Site-admin changes to accounts and users, and the credit log. */
export const adminEndpoints = {
  setCredits: defineEndpoint({
    method: 'PATCH',
    path: '/api/accounts/:id/set_credits',
    summary: "Set an account's credits",
    tag,
    access: 'admin',
    params: accountIdParamsSchema,
    body: setCreditsBodySchema,
    status: 200,
    response: accountSchema,
    errors: ['NOT_FOUND', 'CREDITS_TOO_LOW'],
  }),
  removeCredits: defineEndpoint({
    method: 'PATCH',
    path: '/api/accounts/:id/remove_credits',
    summary: "Take credits from an account's balance",
    tag,
    access: 'admin',
    params: accountIdParamsSchema,
    body: removeCreditsBodySchema,
    status: 200,
    response: accountSchema,
    errors: ['NOT_FOUND', 'CREDITS_TOO_LOW'],
  }),
  setAccountStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/accounts/:id/status',
    summary: 'Activate or deactivate an account',
    tag,
    access: 'admin',
    params: accountIdParamsSchema,
    body: setStatusBodySchema,
    status: 200,
    response: accountSchema,
    errors: ['NOT_FOUND'],
  }),
  setMembership: defineEndpoint({
    method: 'PATCH',
    path: '/api/accounts/:id/membership',
    summary: "Set an account's membership",
    tag,
    access: 'admin',
    params: accountIdParamsSchema,
    body: setMembershipBodySchema,
    status: 200,
    response: accountSchema,
    errors: ['NOT_FOUND'],
  }),
  setAdmin: defineEndpoint({
    method: 'PATCH',
    path: '/api/accounts/admin/:accountId',
    summary: 'Grant or withdraw site-admin rights of a user of the account',
    tag,
    access: 'admin',
    params: accountIdPathSchema,
    body: setAdminBodySchema,
    status: 200,
    response: userSchema,
    errors: ['NOT_FOUND', 'LAST_ADMIN'],
  }),
  listCreditTransactions: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/:id/credit_transactions',
    summary: "An account's credit log, newest first",
    tag: 'credits',
    access: 'active',
    params: accountIdParamsSchema,
    status: 200,
    response: z.array(creditTransactionSchema),
  }),
};
