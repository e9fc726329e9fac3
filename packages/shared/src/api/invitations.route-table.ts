import { defineRoute } from './endpoint';

/** The invitations endpoints' routes (their schemas: invitations.endpoints.ts). */
export const invitationsRoutes = {
  invite: defineRoute({
    method: 'POST',
    path: '/api/accounts/invite',
    summary: 'Invite a colleague by email into your account',
    tag: 'team',
    access: 'active',
    status: 201,
    errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  listInvitations: defineRoute({
    method: 'GET',
    path: '/api/accounts/:id/invitations',
    summary: "An account's pending invitations",
    tag: 'team',
    access: 'active',
    status: 200,
  }),
  getInvitation: defineRoute({
    method: 'GET',
    path: '/api/accounts/invitation/:token',
    summary: 'A pending invitation, found by its secret token (the token is the proof)',
    tag: 'team',
    access: 'public',
    status: 200,
    errors: ['INVITATION_INVALID'],
  }),
  joinAccount: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/:id/users',
    summary: 'Join an account with an invitation token',
    tag: 'team',
    access: 'session',
    status: 200,
    errors: ['INVITATION_INVALID', 'ALREADY_REGISTERED'],
  }),
  deleteInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/accounts/invitation/:token',
    summary: 'Remove an invitation (its invitee declines it, or the owner of its active account revokes it)',
    tag: 'team',
    access: 'session',
    status: 204,
    errors: ['INVITATION_INVALID', 'ACCOUNT_INACTIVE', 'FORBIDDEN', 'OWNER_ONLY'],
  }),
};
