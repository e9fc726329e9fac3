import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { listActivityPage } from './activity.queries';

// 'write': a site admin who owns an account reads others' logs through the admin route, never this one.
const OWN_LOG_ONLY = "You can only read your own account's activity log.";

/** The activity log: the owner's of their account, the site admins' of every account. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  route(app, endpoints.listAccountActivity, {
    owner: { account: ({ params }) => params.id, mode: 'write', refused: OWN_LOG_ONLY },
    handler: ({ params, query }) => listActivityPage(db, { ...query, account: params.id }),
  });

  route(app, endpoints.listAllActivity, { handler: ({ query }) => listActivityPage(db, query) });
};
