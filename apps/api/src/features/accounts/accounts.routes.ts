import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { toUser } from './accounts.mappers';
import { findAccount, findUserByEmail, listAccounts, listUsers } from './accounts.queries';
import { ACCOUNT_NOT_FOUND } from './accounts.texts';
import { createAccountForIdentity, createUserForIdentity, markOnboarded, type EmailVerifiedCheck } from './accounts.service';

export interface AccountsRoutesOptions {
  /** The identity layer's check (features/auth), for ADMIN_EMAILS: accounts sit below auth and never import it. */
  isEmailVerified: EmailVerifiedCheck;
}

export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, { isEmailVerified }) => {
  const db = app.database.db;

  route(app, endpoints.getMe, {
    owner: { self: "answers the caller's own identity and records" },
    // The account as it is now (its credits move with every order, which keeps the cached identity), with its members.
    handler: async ({ caller: { user, account, ...identity } }) => ({
      identity: { id: identity.id, email: identity.email, name: identity.name, lastname: identity.lastname, twoFactorEnabled: identity.twoFactorEnabled },
      user: user ? toUser(user) : null,
      account: account ? await findAccount(db, account.id) : null,
    }),
  });

  route(app, endpoints.createAccount, {
    owner: { self: 'creates the one account of the calling identity' },
    handler: async ({ caller, body }) => createAccountForIdentity(db, caller, body),
  });

  route(app, endpoints.createUser, {
    owner: [
      { identity: ({ body }) => ({ id: body.id, email: body.email }), refused: 'You can only create your own user record.' },
      { identity: ({ body }) => ({ createdAccount: body.account }), refused: 'You can only join the account you created at sign-up.' },
    ],
    handler: async ({ caller, body }) => createUserForIdentity(db, caller, body, app.config.ADMIN_EMAILS, isEmailVerified),
  });

  route(app, endpoints.findUserByEmail, {
    owner: { identity: ({ params }) => ({ email: params.email.toLowerCase() }), admins: true, refused: 'You can only look up your own user record.' },
    handler: async ({ params }) => {
      const user = await findUserByEmail(db, params.email.toLowerCase());
      return user ? [user] : [];
    },
  });

  route(app, endpoints.listAccounts, { handler: async () => listAccounts(db) });

  route(app, endpoints.getAccount, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: async ({ params }) => {
      const account = await findAccount(db, params.id);
      if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
      return [account];
    },
  });

  // The spec marks this call 'no auth'; the session of a member of the account, or of a site admin, is required.
  route(app, endpoints.setOnboarded, {
    owner: { account: ({ params }) => params.id, mode: 'manage' },
    handler: async ({ params }) => markOnboarded(db, params.id),
  });

  route(app, endpoints.listAccountUsers, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: async ({ params }) => listUsers(db, params.id),
  });
};
