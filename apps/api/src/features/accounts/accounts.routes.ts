import {
  accountIdParamsSchema,
  accountSchema,
  createAccountBodySchema,
  createUserBodySchema,
  emailParamsSchema,
  meResponseSchema,
  userSchema,
} from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { assertAccountAccess, requireActive, requireAdmin, requireSession, requireUser } from '../../lib/guards';
import { toAccount, toUser } from './accounts.mappers';
import { findAccount, findUserByEmail, listAccounts, listUsers } from './accounts.queries';
import { createAccountForIdentity, createUserForIdentity } from './accounts.service';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/accounts/me', { onRequest: requireSession, schema: { tags, security, response: { 200: meResponseSchema } } }, async (request) => {
    const { user, account, ...identity } = request.identity!;
    return {
      identity: { id: identity.id, email: identity.email, name: identity.name, lastname: identity.lastname },
      user: user ? toUser(user) : null,
      account: account ? toAccount(account, (await listUsers(db, account.id)).map((u) => u.id)) : null,
    };
  });

  app.post('/accounts', { onRequest: requireSession, schema: { tags, security, body: createAccountBodySchema, response: { 201: accountSchema } } }, async (request, reply) =>
    reply.status(201).send(await createAccountForIdentity(db, request.identity!, request.body)),
  );

  app.post('/accounts/user', { onRequest: requireSession, schema: { tags, security, body: createUserBodySchema, response: { 201: userSchema } } }, async (request, reply) =>
    reply.status(201).send(await createUserForIdentity(db, request.identity!, request.body, app.config.ADMIN_EMAILS)),
  );

  app.get('/accounts/user/:email', { onRequest: requireSession, schema: { tags, security, params: emailParamsSchema, response: { 200: z.array(userSchema) } } }, async (request) => {
    const email = request.params.email.toLowerCase();
    const identity = request.identity!;
    if (email !== identity.email && !identity.user?.isAdmin) throw new AppError('FORBIDDEN', 'You can only look up your own user record.');
    const user = await findUserByEmail(db, email);
    return user ? [user] : [];
  });

  app.get('/accounts', { onRequest: requireAdmin, schema: { tags, security, response: { 200: z.array(accountSchema) } } }, async () => listAccounts(db));

  app.get('/accounts/users', { onRequest: requireAdmin, schema: { tags, security, response: { 200: z.array(userSchema) } } }, async () => listUsers(db));

  app.get('/accounts/:id', { onRequest: requireUser, schema: { tags, security, params: accountIdParamsSchema, response: { 200: z.array(accountSchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.id);
    const account = await findAccount(db, request.params.id);
    if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
    return [account];
  });

  app.get('/accounts/:id/users', { onRequest: requireActive, schema: { tags, security, params: accountIdParamsSchema, response: { 200: z.array(userSchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.id);
    return listUsers(db, request.params.id);
  });
};
