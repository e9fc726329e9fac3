/** The memberships an account may hold, zod-free: screens that only compare a membership load no schema code. */
export const MEMBERSHIPS = ['starter', 'accelerator', 'agency', 'test'] as const;

/** The memberships that may chat with avatars and run panels when CHAT_MEMBERSHIPS is not set (spec sections 2 and 6: 'test'). */
export const DEFAULT_CHAT_MEMBERSHIPS: readonly (typeof MEMBERSHIPS)[number][] = ['test'];

/**
 * What a route's membership gate names: a feature, not a membership. Which memberships hold the feature is the
 * portal's setting (CHAT_MEMBERSHIPS), which the API reads from its configuration and the web app from /api/config.
 */
export type MembershipGate = 'chat';

/** Whether an account with this membership may chat with avatars (and run panels) on this portal. */
export const grantsChat = (membership: string | null | undefined, chatMemberships: readonly string[]): boolean =>
  membership != null && chatMemberships.includes(membership);
