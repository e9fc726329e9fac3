import { defineRoute } from './endpoint';

const tag = 'activity';

/** The activity log's routes (their schemas: activity.endpoints.ts). */
export const activityRoutes = {
  listAccountActivity: defineRoute({
    method: 'GET',
    path: '/api/accounts/:id/activity',
    summary: "The account's activity log, newest first, a page at a time (its owner only)",
    tag,
    access: 'active',
    role: 'owner',
    status: 200,
  }),
  listAllActivity: defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    summary: 'The activity log of every account (or one), newest first, a page at a time',
    tag,
    access: 'admin',
    status: 200,
  }),
};
