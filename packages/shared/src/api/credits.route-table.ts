import { defineRoute } from './endpoint';

/** The credits endpoints' routes (their schemas: credits.endpoints.ts). */
export const creditsRoutes = {
  listCreditTransactions: defineRoute({
    method: 'GET',
    path: '/api/accounts/:id/credit_transactions',
    summary: "An account's credit log, newest first",
    tag: 'credits',
    access: 'active',
    status: 200,
  }),
};
