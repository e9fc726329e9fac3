/**
 * What the account activity log records, one entry per change (written in the change's own transaction). An
 * entry names its action, who did it (a member, a site admin, or the portal itself) and what it concerns.
 */
export const ACTIVITY_ACTIONS = [
  'invitation.sent',
  'invitation.revoked',
  'member.joined',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'admin.granted',
  'admin.revoked',
  'account.activated',
  'account.deactivated',
  'order.placed',
  'order.delivered',
  'plan.changed',
  'plan.cancelled',
  'plan.resumed',
  'payment.failed',
  'credits.changed',
  'export.downloaded',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'two_factor.required',
  'account.closed',
  'account.restored',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
