import { accessRefusal, type AccessRefusal, type AccessRule, type CallerSession } from '@persona/shared';
import type { SessionData } from './session-state';
import { useSession } from './useSession';

/** What the Admin screens call: routes for site admins only. */
export const ADMIN_SCREENS: AccessRule = { access: 'admin' };
/** What the product screens call: routes for activated accounts. */
export const PRODUCT_SCREENS: AccessRule = { access: 'active' };

/** The signed-in session as the shared access decision reads it (null: nobody signed in). */
export const sessionCaller = (session: SessionData): CallerSession | null => (session.token ? session : null);

/** Why the API would refuse the signed-in caller this route at all (null: it may call it), by the API's own rule. */
export function useAccessRefusal(route: AccessRule): AccessRefusal | null {
  return accessRefusal(route, sessionCaller(useSession()));
}

/** Whether the signed-in caller passes the route's access level and membership gate (the API's guard decides the same). */
export const useMayCall = (route: AccessRule): boolean => useAccessRefusal(route) === null;
