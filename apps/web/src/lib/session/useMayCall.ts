import { accessRefusal, type AccessRefusal, type AccessRule, type CallerSession } from '@persona/shared';
import { usePublicConfig } from '../public-config';
import type { SessionData } from './session-state';
import { useSession } from './useSession';

/** What the Admin screens call: routes for site admins only. */
export const ADMIN_SCREENS: AccessRule = { access: 'admin' };
/** What the product screens call: routes for activated accounts. */
export const PRODUCT_SCREENS: AccessRule = { access: 'active' };
/** What the owner's screens call (the activity log): routes for the owner of an activated account. */
export const OWNER_SCREENS: AccessRule = { access: 'active', role: 'owner' };

/** The signed-in session as the shared access decision reads it (null: nobody signed in). */
export const sessionCaller = (session: SessionData): CallerSession | null =>
  session.token ? { user: session.user, account: session.account, twoFactorEnabled: session.identity?.twoFactorEnabled ?? false } : null;

/**
 * The memberships that may chat and run panels on this portal (the server's CHAT_MEMBERSHIPS, from /api/config);
 * undefined while the settings load, none when they could not be read.
 */
export function useChatMemberships(): readonly string[] | undefined {
  const config = usePublicConfig();
  return config.data?.chatMemberships ?? (config.isError ? [] : undefined);
}

/** Why the API would refuse the signed-in caller this route at all (null: it may call it), by the API's own rule. */
export function useAccessRefusal(route: AccessRule): AccessRefusal | null {
  return accessRefusal(route, sessionCaller(useSession()), useChatMemberships() ?? []);
}

/** Whether the signed-in caller passes the route's access level and membership gate (the API's guard decides the same). */
export const useMayCall = (route: AccessRule): boolean => useAccessRefusal(route) === null;

/** A membership gate as a screen shows it: 'pending' until the portal's settings are read, so no notice flashes. */
export function useGate(route: AccessRule): 'pending' | 'open' | 'closed' {
  const known = useChatMemberships() !== undefined;
  const may = useMayCall(route);
  if (!route.membership || known) return may ? 'open' : 'closed';
  return 'pending';
}
