/** The memberships an account may hold, zod-free: screens that only compare a membership load no schema code. */
export const MEMBERSHIPS = ['starter', 'accelerator', 'agency', 'test'] as const;

/** The membership that may chat with avatars (spec sections 2 and 6). */
export const CHAT_MEMBERSHIP = 'test' satisfies (typeof MEMBERSHIPS)[number];
