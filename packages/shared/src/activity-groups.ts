import type { ActivityAction } from './activity';

/**
 * The activity log's filter groups, as the owner thinks of the changes: every action belongs to exactly one
 * (activity-groups.test.ts), so a new action must be placed before the log can be filtered by its group.
 */
export const ACTIVITY_GROUPS = {
  people: ['invitation.sent', 'invitation.revoked', 'member.joined', 'member.removed', 'member.left', 'ownership.transferred'],
  access: ['admin.granted', 'admin.revoked', 'account.activated', 'account.deactivated'],
  orders: ['order.placed', 'order.delivered'],
  billing: ['plan.changed', 'plan.cancelled', 'plan.resumed', 'payment.failed', 'credits.changed'],
  security: ['two_factor.enabled', 'two_factor.disabled', 'two_factor.reset', 'two_factor.required'],
  data: ['export.downloaded', 'account.closed', 'account.restored'],
} as const satisfies Record<string, readonly ActivityAction[]>;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
export const ACTIVITY_GROUP_NAMES = Object.keys(ACTIVITY_GROUPS) as [ActivityGroup, ...ActivityGroup[]];
