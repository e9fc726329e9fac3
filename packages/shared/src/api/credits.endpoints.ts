import { z } from 'zod';
import { accountIdParamsSchema } from '../schemas/accounts';
import { creditTransactionSchema } from '../schemas/credits';
import { defineEndpoint } from './endpoint';
import { creditsRoutes } from './credits.route-table';

/** An account's credit ledger. Their routes: credits.route-table.ts. */
export const creditsEndpoints = {
  listCreditTransactions: defineEndpoint({
    ...creditsRoutes.listCreditTransactions,
    params: accountIdParamsSchema,
    response: z.array(creditTransactionSchema),
  }),
};
