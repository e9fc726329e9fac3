import { z } from 'zod';
import { accountIdParamsSchema } from '../schemas/accounts';
import { accountClosureSchema, closeAccountBodySchema, exportDownloadParamsSchema, exportLinkSchema } from '../schemas/account-data';
import { signedLinkQuerySchema } from '../schemas/signed-link';
import { accountDataRoutes } from './account-data.route-table';
import { defineEndpoint } from './endpoint';

/** Exporting, closing and restoring an account. Their routes: account-data.route-table.ts. */
export const accountDataEndpoints = {
  exportAccountData: defineEndpoint({
    ...accountDataRoutes.exportAccountData,
    params: accountIdParamsSchema,
    response: exportLinkSchema,
  }),
  downloadAccountExport: defineEndpoint({
    ...accountDataRoutes.downloadAccountExport,
    params: exportDownloadParamsSchema,
    query: signedLinkQuerySchema,
  }),
  closeAccount: defineEndpoint({
    ...accountDataRoutes.closeAccount,
    params: accountIdParamsSchema,
    body: closeAccountBodySchema,
    response: accountClosureSchema,
  }),
  listClosedAccounts: defineEndpoint({
    ...accountDataRoutes.listClosedAccounts,
    response: z.array(accountClosureSchema),
  }),
  restoreAccount: defineEndpoint({
    ...accountDataRoutes.restoreAccount,
    params: accountIdParamsSchema,
  }),
};
