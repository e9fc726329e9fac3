import { defineRoute } from './endpoint';

/**
 * The people of an account (their schemas: members.endpoints.ts): its owner hands ownership on and removes
 * members, a member leaves; site admins do the same for any account.
 */
export const membersRoutes = {
  transferOwnership: defineRoute({
    method: 'PUT',
    path: '/api/accounts/:id/owner',
    summary: 'Hand ownership of your account to another of its members (its owner)',
    tag: 'team',
    access: 'active',
    role: 'owner',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/accounts/:id/users/:userId',
    summary: "Remove a member from your account (its owner): their sessions end at once; the account's records stay",
    tag: 'team',
    access: 'active',
    role: 'owner',
    status: 204,
    errors: ['NOT_FOUND', 'OWNER_MUST_TRANSFER', 'LAST_ADMIN'],
  }),
  leaveAccount: defineRoute({
    method: 'POST',
    path: '/api/accounts/:id/leave',
    summary: 'Leave your account (any member but its owner): your sessions end',
    tag: 'team',
    access: 'user',
    status: 204,
    errors: ['OWNER_MUST_TRANSFER', 'LAST_ADMIN'],
  }),
  adminTransferOwnership: defineRoute({
    method: 'PUT',
    path: '/api/admin/accounts/:id/owner',
    summary: "Hand any account's ownership to one of its members",
    tag: 'admin',
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  adminRemoveMember: defineRoute({
    method: 'DELETE',
    path: '/api/admin/accounts/:id/users/:userId',
    summary: 'Remove a member from any account (not its owner)',
    tag: 'admin',
    access: 'admin',
    status: 204,
    errors: ['NOT_FOUND', 'OWNER_MUST_TRANSFER', 'LAST_ADMIN'],
  }),
};
