import { accountIdParamsSchema, creditTransactionSchema, type CreditTransaction } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAccountAccess, requireActive } from '../../lib/guards';
import { creditTransactions } from './credits.schema';

/** GET /api/accounts/{id}/credit_transactions: the account's credit log, newest first (members and admins). */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/credit_transactions',
    { onRequest: requireActive, schema: { tags: ['credits'], security: [{ bearer: [] }], params: accountIdParamsSchema, response: { 200: z.array(creditTransactionSchema) } } },
    async (request) => {
      assertAccountAccess(request, request.params.id);
      const rows = await app.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.accountId, request.params.id))
        .orderBy(desc(creditTransactions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        timestamp: row.createdAt.getTime(),
        change: row.change,
        balanceAfter: row.balanceAfter,
        reason: row.reason as CreditTransaction['reason'],
        actorId: row.actorId,
      }));
    },
  );
};
