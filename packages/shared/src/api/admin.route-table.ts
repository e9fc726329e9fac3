import { defineRoute } from './endpoint';

const tag = 'admin';

/** The admin endpoints' routes (their schemas: admin.endpoints.ts). */
export const adminRoutes = {
  setCredits: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/:id/set_credits',
    summary: "Set an account's credits",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND', 'CREDITS_TOO_LOW'],
  }),
  removeCredits: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/:id/remove_credits',
    summary: "Take credits from an account's balance",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND', 'CREDITS_TOO_LOW'],
  }),
  setAccountStatus: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/:id/status',
    summary: 'Activate or deactivate an account',
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  setMembership: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/:id/membership',
    summary: "Set an account's membership",
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
  setAdmin: defineRoute({
    method: 'PATCH',
    path: '/api/accounts/admin/:accountId',
    summary: 'Grant or withdraw site-admin rights of a user of the account',
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND', 'LAST_ADMIN'],
  }),
  adminCounts: defineRoute({
    method: 'GET',
    path: '/api/admin/counts',
    summary: 'Counts for the Admin Panel: accounts (inactive), users (admins), open and overdue orders',
    tag,
    access: 'admin',
    status: 200,
  }),
  listFailedJobs: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'Background jobs that failed for good (mails, sweeps), newest first, a page at a time',
    tag,
    access: 'admin',
    status: 200,
  }),
  retryJob: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    summary: 'Run a failed background job again',
    tag,
    access: 'admin',
    status: 200,
    errors: ['NOT_FOUND'],
  }),
};
