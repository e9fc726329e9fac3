import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { ACCOUNT_NOT_FOUND } from '../accounts';
import { actorOf } from '../activity';
import { sessionTokenOf } from './resolve-identity';
import { endSession, listSessions, listUsersWithTwoFactor, resetTwoFactor, setRequireTwoFactor, twoFactorEnabled } from './security.queries';

export const SESSION_NOT_FOUND = 'This session does not exist or has ended.';
export const USER_NOT_FOUND = 'This user does not exist.';

/**
 * The caller's sessions and second factor, and for site admins every user with whether they have a second factor
 * on (here, not in accounts: accounts sit below the identity layer) and the reset of a locked-out user's.
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const { secret } = await app.auth.$context;

  /** The session token of the request's bearer value (signed or bare), to tell "this device" apart. */
  const currentToken = (request: FastifyRequest): string | null => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return bearer ? (sessionTokenOf(bearer, secret) ?? null) : null;
  };

  route(app, endpoints.getTwoFactorStatus, {
    owner: { self: "reads the caller's own identity" },
    handler: async ({ caller }) => ({ enabled: (await twoFactorEnabled(db, caller.id)) ?? false }),
  });

  route(app, endpoints.listSessions, {
    owner: { self: "lists the caller's own sessions" },
    handler: async ({ caller, request }) => ({ sessions: await listSessions(db, caller.id, currentToken(request)) }),
  });

  // The caller's cached identities are forgotten on every process once the write answers (lib/http/identity-plugin.ts),
  // so the ended session is refused at once everywhere.
  route(app, endpoints.endSession, {
    owner: { self: "ends only a session of the caller's own: another's id answers 404" },
    handler: async ({ caller, params }) => {
      if (!(await endSession(db, caller.id, params.id))) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    },
  });

  route(app, endpoints.listUsers, { handler: async () => listUsersWithTwoFactor(db) });

  // The owner may change it before their own second factor is on (the route is beforeTwoFactor), so nobody is
  // locked out; every member's cached identity goes, so the requirement holds (or lifts) on their next call.
  route(app, endpoints.setAccountSecurity, {
    owner: { account: ({ params }) => params.id, mode: 'write' },
    handler: async ({ caller, params, body }) => {
      const account = await setRequireTwoFactor(db, params.id, body.requireTwoFactor, actorOf(caller));
      await app.identityCache.clear({ accountId: params.id });
      if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
      return account;
    },
  });

  route(app, endpoints.resetTwoFactor, {
    handler: async ({ caller, params, request }) => {
      if (!(await resetTwoFactor(db, params.id, { ...actorOf(caller), role: 'admin' }))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      await app.identityCache.clear({ userId: params.id });
      request.log.info({ adminId: caller.id, userId: params.id }, 'A site admin reset the two-factor sign-in of a user');
      return { enabled: false };
    },
  });
};
