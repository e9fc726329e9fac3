import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { findAccount } from '../accounts';
import { actorOf } from '../activity';
import { adminCounts } from './admin.queries';
import { failedJobsPage, retryFailedJob } from './failed-jobs';
import { removeCredits, setAccountStatus, setAdmin, setCredits, setMembership } from './admin.service';

/** Site-admin changes to accounts and users (access 'admin': refused to everyone else). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  // The callers of the changed account (credits, status, membership, admin rights) are looked up afresh, on every process.
  const account = async (id: string) => {
    await app.identityCache.clear({ accountId: id });
    const found = await findAccount(db, id);
    if (!found) throw new AppError('NOT_FOUND', 'This account does not exist.');
    return found;
  };

  route(app, endpoints.setCredits, {
    handler: async ({ caller, params, body }) => {
      await setCredits(db, params.id, body.credits, actorOf(caller, params.id));
      return account(params.id);
    },
  });

  route(app, endpoints.removeCredits, {
    handler: async ({ caller, params, body }) => {
      await removeCredits(db, params.id, body.credits, actorOf(caller, params.id));
      return account(params.id);
    },
  });

  route(app, endpoints.setAccountStatus, {
    handler: async ({ caller, params, body }) => {
      await setAccountStatus(db, params.id, body.isActive, actorOf(caller, params.id));
      return account(params.id);
    },
  });

  route(app, endpoints.setMembership, {
    handler: async ({ caller, params, body }) => {
      await setMembership(db, params.id, body.membership, actorOf(caller, params.id));
      return account(params.id);
    },
  });

  route(app, endpoints.setAdmin, {
    handler: async ({ caller, params, body }) => {
      const user = await setAdmin(db, params.accountId, body.userId, body.admin, actorOf(caller, params.accountId));
      await app.identityCache.clear({ userId: body.userId });
      return user;
    },
  });

  route(app, endpoints.adminCounts, { handler: () => adminCounts(db) });

  // Background jobs that failed for good (lib/jobs): what and why, and a way to run one again.
  route(app, endpoints.listFailedJobs, { handler: ({ query }) => failedJobsPage(app.jobs, query.page) });
  route(app, endpoints.retryJob, { handler: ({ params }) => retryFailedJob(app.jobs, params.id) });
};
