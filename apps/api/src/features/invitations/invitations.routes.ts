import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { findValidInvitation, listPendingInvitations, toInvitation } from './invitations.queries';
import { createInvitationLimits, invalidInvitation, invite, join, removeInvitation, type InvitationDeps } from './invitations.service';

/** Invitations into an account: sending, listing, reading by token, joining and removing. */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  const deps: InvitationDeps = {
    db: app.database.db,
    mail: app.mail,
    appUrl: app.config.appUrl,
    supportEmail: app.config.SUPPORT_EMAIL,
    limits: createInvitationLimits(app.config, app.limits),
  };
  retryAfterHeader(app);

  route(app, endpoints.invite, {
    owner: { account: ({ body }) => body.accountId, mode: 'write', refused: 'You can only invite people into your own account.' },
    handler: async ({ caller, body }) => invite(deps, caller, body),
  });

  route(app, endpoints.listInvitations, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: async ({ params }) => (await listPendingInvitations(deps.db, params.id)).map((row) => toInvitation(row, deps.appUrl)),
  });

  // No session: the random token itself is the caller's proof (spec: 'no auth').
  route(app, endpoints.getInvitation, {
    handler: async ({ params }) => {
      const row = await findValidInvitation(deps.db, params.token);
      if (!row) throw invalidInvitation(deps.supportEmail);
      return [toInvitation(row, deps.appUrl)];
    },
  });

  route(app, endpoints.joinAccount, {
    // The invitation itself (for the caller's email, into that account) is the service's check: INVITATION_INVALID.
    owner: { identity: ({ body }) => ({ id: body.userId }), refused: 'You can only join as yourself.' },
    handler: async ({ caller, params, body }) => join(deps, caller, params.id, body),
  });

  route(app, endpoints.deleteInvitation, {
    owner: { self: "removes only an invitation to the caller's email or into the caller's account" },
    handler: async ({ caller, params }) => removeInvitation(deps.db, caller, params.token),
  });
};
