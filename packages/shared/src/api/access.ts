import { grantsChat } from '../memberships';
import type { RouteDefinition } from './endpoint';

/**
 * Who is calling, as both sides hold it: the API's request identity and the web app's signed-in session carry
 * these fields (null: nobody is signed in; a null user or account: signed in, the profile not created yet).
 */
export interface CallerSession {
  user: { id: string; isAdmin: boolean } | null;
  account: { isActive: boolean; membership: string | null; ownerId: string | null } | null;
}

/** The part of a route that decides who may call it at all (what its input names is the ownership rule's part). */
export type AccessRule = Pick<RouteDefinition, 'access' | 'membership' | 'role'>;

/** Why a caller may not call a route at all, as the error code the API answers. */
export type AccessRefusal = 'UNAUTHENTICATED' | 'PROFILE_MISSING' | 'ADMINS_ONLY' | 'ACCOUNT_INACTIVE' | 'MEMBERSHIP_REQUIRED' | 'OWNER_ONLY';

/**
 * The one access decision, each level including the checks of the one before it: the API's guard answers its
 * refusal, and the web app's gates show the matching screen instead of calling. Site admins pass the activation
 * and membership checks, not the owner's role (they act on any account through the admin routes). chatMemberships: the memberships that hold the 'chat' gate on this portal (the API's
 * CHAT_MEMBERSHIPS, which the web app reads from /api/config). Imports no zod, so a screen may ask it.
 */
export function accessRefusal(route: AccessRule, session: CallerSession | null, chatMemberships: readonly string[]): AccessRefusal | null {
  if (route.access === 'public') return null;
  if (!session) return 'UNAUTHENTICATED';
  if (route.access === 'session') return null;
  const { user, account } = session;
  if (!user || !account) return 'PROFILE_MISSING';
  if (route.access === 'admin' && !user.isAdmin) return 'ADMINS_ONLY';
  if (route.access === 'active' && !user.isAdmin && !account.isActive) return 'ACCOUNT_INACTIVE';
  if (route.membership && !user.isAdmin && !grantsChat(account.membership, chatMemberships)) return 'MEMBERSHIP_REQUIRED';
  if (route.role === 'owner' && account.ownerId !== user.id) return 'OWNER_ONLY';
  return null;
}

/** Whether the caller passes the route's access level, membership gate and role. */
export const mayCall = (route: AccessRule, session: CallerSession | null, chatMemberships: readonly string[]): boolean =>
  accessRefusal(route, session, chatMemberships) === null;
