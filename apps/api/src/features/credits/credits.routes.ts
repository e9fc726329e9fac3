import { endpoints, type CreditTransaction } from '@persona/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { creditTransactions } from './credits.tables';

/** The account's credit log, newest first (its members and site admins). */
export const creditsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listCreditTransactions, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: async ({ params }) => {
      const rows = await app.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.accountId, params.id))
        .orderBy(desc(creditTransactions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        timestamp: row.createdAt.getTime(),
        change: row.change,
        balanceAfter: row.balanceAfter,
        reason: row.reason as CreditTransaction['reason'],
        reference: row.reference,
        productId: row.productId,
        actorId: row.actorId,
      }));
    },
  });
};
