import type { MeResponse } from '@persona/shared';
import { useEffect } from 'react';

/**
 * How often an open page asks whether its session still stands: a member removed from their account (their
 * sessions ended on the server) leaves an idle page for sign-in within this time, or at once when it comes back
 * into view. One small call per visible tab; hidden tabs ask when shown again.
 */
export const SESSION_CHECK_MS = 10_000;

/**
 * While signed in, asks /me now and then; its 401 clears the session like any call's (api-client's onUnauthorized),
 * and its answer goes to onMe (a second factor turned on elsewhere, the owner's requirement of one).
 */
export function useSessionCheck(signedIn: boolean, onMe: (me: MeResponse) => void): void {
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      // Loaded on first use, as the sign-in sequence is; any failure but a 401 (which the api client acts on) changes nothing.
      import('./records-api')
        .then(({ fetchMe }) => fetchMe())
        .then(onMe)
        .catch(() => undefined);
    };
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [signedIn, onMe]);
}
