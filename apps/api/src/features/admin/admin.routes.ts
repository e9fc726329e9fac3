import { accountIdParamsSchema, accountIdPathSchema, accountSchema, removeCreditsBodySchema, setAdminBodySchema, setCreditsBodySchema, setMembershipBodySchema, setStatusBodySchema, userSchema } from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, requireAdmin } from '../../lib/guards';
import { findAccount } from '../accounts/accounts.queries';
import { changeCredits } from '../credits/credits.service';
import { setAccountStatus, setAdmin, setMembership } from './admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Site-admin calls: every route in this scope is refused (403) to anyone who is not a site admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', requireAdmin);

  const account = async (id: string) => (await findAccount(db, id))!;

  app.patch('/accounts/:id/set_credits', { schema: { tags, security, params: accountIdParamsSchema, body: setCreditsBodySchema, response: { 200: accountSchema } } }, async (request) => {
    const actorId = memberOf(request).user.id;
    await db.transaction((tx) =>
      changeCredits(tx, { accountId: request.params.id, setTo: request.body.credits, reason: 'admin_set', actorId, insufficientMessage: 'Credits cannot be negative.' }),
    );
    return account(request.params.id);
  });

  app.patch('/accounts/:id/remove_credits', { schema: { tags, security, params: accountIdParamsSchema, body: removeCreditsBodySchema, response: { 200: accountSchema } } }, async (request) => {
    const actorId = memberOf(request).user.id;
    await db.transaction((tx) =>
      changeCredits(tx, {
        accountId: request.params.id,
        by: -request.body.credits,
        reason: 'admin_remove',
        actorId,
        insufficientMessage: 'The account does not have that many credits.',
      }),
    );
    return account(request.params.id);
  });

  app.patch('/accounts/:id/status', { schema: { tags, security, params: accountIdParamsSchema, body: setStatusBodySchema, response: { 200: accountSchema } } }, async (request) => {
    await setAccountStatus(db, request.params.id, request.body.isActive);
    return account(request.params.id);
  });

  app.patch('/accounts/:id/membership', { schema: { tags, security, params: accountIdParamsSchema, body: setMembershipBodySchema, response: { 200: accountSchema } } }, async (request) => {
    await setMembership(db, request.params.id, request.body.membership);
    return account(request.params.id);
  });

  app.patch('/accounts/admin/:accountId', { schema: { tags, security, params: accountIdPathSchema, body: setAdminBodySchema, response: { 200: userSchema } } }, async (request) =>
    setAdmin(db, request.params.accountId, request.body.userId, request.body.admin),
  );
};
