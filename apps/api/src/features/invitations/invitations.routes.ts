import { accountIdParamsSchema, invitationSchema, inviteBodySchema, joinBodySchema, joinResponseSchema, tokenParamsSchema } from '@persona/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAccountAccess, memberOf, requireActive, requireSession } from '../../lib/guards';
import { findValidInvitation, listPendingInvitations, toInvitation } from './invitations.queries';
import { invalidInvitation, invite, join, removeInvitation } from './invitations.service';

const tags = ['invitations'];
const security = [{ bearer: [] }];

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/accounts/invite', { onRequest: requireActive, schema: { tags, security, body: inviteBodySchema, response: { 201: invitationSchema } } }, async (request, reply) =>
    reply.status(201).send(await invite(app, memberOf(request), request.body)),
  );

  app.get('/accounts/:id/invitations', { onRequest: requireActive, schema: { tags, security, params: accountIdParamsSchema, response: { 200: z.array(invitationSchema) } } }, async (request) => {
    assertAccountAccess(request, request.params.id);
    return (await listPendingInvitations(db, request.params.id)).map((row) => toInvitation(row, app.config.appUrl));
  });

  // No session: the random token itself is the caller's proof (spec: 'no auth').
  app.get('/accounts/invitation/:token', { schema: { tags, params: tokenParamsSchema, response: { 200: z.array(invitationSchema) } } }, async (request) => {
    const row = await findValidInvitation(db, request.params.token);
    if (!row) throw invalidInvitation(app);
    return [toInvitation(row, app.config.appUrl)];
  });

  app.patch('/accounts/:id/users', { onRequest: requireSession, schema: { tags, security, params: accountIdParamsSchema, body: joinBodySchema, response: { 200: joinResponseSchema } } }, async (request) =>
    join(app, request.identity!, request.params.id, request.body),
  );

  app.delete('/accounts/invitation/:token', { onRequest: requireSession, schema: { tags, security, params: tokenParamsSchema } }, async (request, reply) => {
    await removeInvitation(app, request.identity!, request.params.token);
    return reply.status(204).send();
  });
};
