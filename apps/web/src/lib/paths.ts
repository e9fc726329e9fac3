/** Every client route of the portal (spec section 2, route table). */
export const PATHS = {
  home: '/',
  onboarding: '/onboarding',
  admin: '/admin',
  adminAccounts: '/admin/accounts',
  adminUsers: '/admin/users',
  adminOrders: '/admin/orders',
  /** The delivery console of one open order. */
  adminOrder: '/admin/orders/:id',
  /** Background jobs that failed for good, with Retry. */
  adminJobs: '/admin/jobs',
  /** Every account's activity log. */
  adminActivity: '/admin/activity',
  settings: '/settings',
  settingsCompanies: '/settings/companies',
  settingsCredits: '/settings/credits',
  settingsMembership: '/settings/membership',
  settingsTeam: '/settings/team',
  settingsSecurity: '/settings/security',
  create: '/create',
  community: '/community',
  orders: '/orders',
  /** The account's activity log (its owner only). */
  activity: '/activity',
  prompts: '/prompts',
  chat: '/chat',
  chatAvatar: '/chat/avatar/:id',
  /** One thread of that chat, by its own address (a reload or a shared link opens it); nested in chatAvatar's route. */
  chatThread: '/chat/avatar/:id/threads/:threadId',
  panels: '/panels',
  newPanel: '/panels/new',
  panel: '/panels/:id',
  paymentSuccess: '/payment_success',
  /** The portal's own checkout page, used when no payment provider is configured (test mode). */
  testCheckout: '/checkout/test/:id',
  /** The test driver's page standing in for Stripe's customer portal (Manage on the current plan). */
  testBilling: '/billing/test',
  avatarDetail: '/avatarDetail/:id',
  invite: '/invite/:accountId/:token',
  reset: '/reset',
  /** Where a mailed sign-in link lands: the page trades its token for a session. */
  signInLink: '/sign-in/link',
  privacyPolicy: '/privacy-policy',
} as const;

/** The query parameter of /create naming the delivered avatar a Blueprint order refreshes. */
export const REFRESH_PARAM = 'refresh';
/** /create with that avatar preselected: the wizard orders a refresh of its Blueprint from new research. */
export const refreshPath = (avatarId: string) => `${PATHS.create}?${REFRESH_PARAM}=${encodeURIComponent(avatarId)}`;

/** The delivery console of one open order. */
export const adminOrderPath = (orderId: string) => PATHS.adminOrder.replace(':id', encodeURIComponent(orderId));

/** The chat with an avatar: a new conversation, or (threadId) one of its threads. */
export const chatPath = (avatarId: string, threadId: string | null = null) => {
  const avatarPath = PATHS.chatAvatar.replace(':id', encodeURIComponent(avatarId));
  return threadId === null ? avatarPath : PATHS.chatThread.replace(PATHS.chatAvatar, avatarPath).replace(':threadId', encodeURIComponent(threadId));
};
