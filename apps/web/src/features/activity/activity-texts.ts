import type { ActivityGroup } from '@persona/shared';

/** The texts of the activity log screens (/activity for the owner, /admin/activity for site admins). */
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  adminTitle: 'Activity',
  description: 'Who did what in your account, and when: invitations, members, orders, plan and credit changes, security and data.',
  adminDescription: "Every account's activity, newest first: who did what, and when.",
  ownerOnly: "Only the account's owner can see its activity.",
  ownerOnlyHint: 'Ask the owner of your account if you need to know who changed something.',
  loadFailed: 'The activity could not be loaded.',
  none: 'Nothing has happened yet in this account.',
  noneFiltered: 'No activity matches these filters.',
  loadMore: 'Load more',
  listLabel: 'Activity, newest first',
  filters: 'Filter the activity',
  group: 'What',
  allGroups: 'All activity',
  groups: {
    people: 'People and invitations',
    access: 'Activation and admin rights',
    orders: 'Orders and deliveries',
    billing: 'Plans, payments and credits',
    security: 'Two-factor sign-in',
    data: 'Exports and closure',
  } satisfies Record<ActivityGroup, string>,
  from: 'From',
  to: 'To',
  account: 'Account',
  allAccounts: 'All accounts',
  clear: 'Clear filters',
} as const;
