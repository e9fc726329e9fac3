import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { listCreditTransactions } from './credits.queries';

/** The account's credit log, newest first (its members and site admins). */
export const creditsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listCreditTransactions, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: ({ params }) => listCreditTransactions(app.database.db, params.id),
  });
};
