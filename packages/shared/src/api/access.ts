import { grantsChat } from '../memberships';
import type { RouteDefinition } from './endpoint';

/**
 * Who is calling, as both sides hold it: the API's request identity and the web app's signed-in session carry
 * these fields (null: nobody is signed in; a null user or account: signed in, the profile not created yet).
 */
export interface CallerSession {
  user: { id: string; isAdmin: boolean } | null;
  account: { isActive: boolean; membership: string | null; ownerId: string | null; requireTwoFactor: boolean } | null;
  /** The identity signs in with a second factor. */
  twoFactorEnabled: boolean;
}

/** The part of a route that decides who may call it at all (what its input names is the ownership rule's part). */
export type AccessRule = Pick<RouteDefinition, 'access' | 'membership' | 'role' | 'beforeTwoFactor'>;

/** Why a caller may not call a route at all, as the error code the API answers. */
export type AccessRefusal = 'UNAUTHENTICATED' | 'PROFILE_MISSING' | 'ADMINS_ONLY' | 'ACCOUNT_INACTIVE' | 'MEMBERSHIP_REQUIRED' | 'OWNER_ONLY' | 'TWO_FACTOR_REQUIRED';

/**
 * Whether the caller's own account holds them back until they turn on two-factor sign-in: its owner requires it,
 * theirs is off, and the route is not one of those that lead there (beforeTwoFactor). It asks the caller's own
 * account only, so a site admin acting on another account that requires it is not held back by that account.
 */
export const secondFactorMissing = (route: AccessRule, session: CallerSession): boolean =>
  !!session.account?.requireTwoFactor && !session.twoFactorEnabled && !route.beforeTwoFactor;

/**
 * The one access decision, each level including the checks of the one before it: the API's guard answers its
 * refusal, and the web app's gates show the matching screen instead of calling. Site admins pass the activation
 * and membership checks, not the owner's role (they act on any account through the admin routes); their own
 * account's requirement of two-factor sign-in holds them too (secondFactorMissing). chatMemberships: the memberships that hold the
 * 'chat' gate on this portal (the API's CHAT_MEMBERSHIPS, which the web app reads from /api/config). Imports no zod, so a screen may ask it.
 */
export function accessRefusal(route: AccessRule, session: CallerSession | null, chatMemberships: readonly string[]): AccessRefusal | null {
  if (route.access === 'public') return null;
  if (!session) return 'UNAUTHENTICATED';
  if (route.access === 'session') return null;
  const { user, account } = session;
  if (!user || !account) return 'PROFILE_MISSING';
  if (route.access === 'admin' && !user.isAdmin) return 'ADMINS_ONLY';
  if (route.access === 'active' && !user.isAdmin && !account.isActive) return 'ACCOUNT_INACTIVE';
  if (secondFactorMissing(route, session)) return 'TWO_FACTOR_REQUIRED';
  if (route.membership && !user.isAdmin && !grantsChat(account.membership, chatMemberships)) return 'MEMBERSHIP_REQUIRED';
  if (route.role === 'owner' && account.ownerId !== user.id) return 'OWNER_ONLY';
  return null;
}

/** Whether the caller passes the route's access level, membership gate and role. */
export const mayCall = (route: AccessRule, session: CallerSession | null, chatMemberships: readonly string[]): boolean =>
  accessRefusal(route, session, chatMemberships) === null;
