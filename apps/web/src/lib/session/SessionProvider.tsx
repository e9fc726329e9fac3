import type { MeResponse } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showOops } from '../../components/alerts';
import { onTwoFactorRequired, onUnauthorized } from '../api-client';
import { PATHS } from '../paths';
import { forgetPrefetched } from '../prefetched-calls';
import { seedAccountRecord } from './account-keys';
import { SessionContext } from './session-context';
import type { SessionData, SessionState } from './session-state';
import { SessionStore } from './session-store';
import { useGoogleReturn } from './useGoogleReturn';
import { useSessionCheck } from './useSessionCheck';

/**
 * The session's calls, loaded on first use (with the route table they call by): the first paint does not need
 * them.
 */
const sequence = () => import('./sign-in-sequence');
const identity = () => import('./identity-api');

/**
 * The store's session. Its arrival from the sign-in sequence (loading, then signed in) is rendered as a transition:
 * that render draws the frame and the first screen at once, which React then does in slices that yield to the
 * browser (through useSyncExternalStore it is one long task). Every other change, a sign-out above all, is urgent.
 */
function useSessionData(store: SessionStore): SessionData {
  const [data, setData] = useState(store.getSnapshot);
  useEffect(() => {
    let shown = store.getSnapshot();
    const update = () => {
      const next = store.getSnapshot();
      const arriving = shown.status === 'loading' && next.status === 'signedIn';
      shown = next;
      if (arriving) startTransition(() => setData(next));
      else setData(next);
    };
    update();
    return store.subscribe(update);
  }, [store]);
  return data;
}

/** Who is signed in, from the stored token on load, a login, a registration or a return from Google. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const googleReturn = useGoogleReturn();
  const [store] = useState(
    () =>
      new SessionStore(
        {
          runSequence: async (signal) => {
            try {
              const outcome = await (await sequence()).runSignInSequence(signal);
              // The account just read is fresh: the screens about to show it take it from the cache.
              if (outcome.kind === 'signedIn') seedAccountRecord(queryClient, outcome.account);
              return outcome;
            } finally {
              // The answers index.html asked for at load serve the first sequence only.
              forgetPrefetched();
            }
          },
          exchangeGoogleSession: async () => (await identity()).exchangeGoogleSession(),
          revokeSession: async () => (await identity()).revokeSession(),
          alert: showOops,
          onCleared: () => {
            queryClient.clear();
            // Spec section 2: after sign-out or a lost session the user goes to / unless on the reset screen.
            const { pathname } = window.location;
            if (pathname !== PATHS.reset && pathname !== PATHS.home) void navigate(PATHS.home);
          },
        },
        googleReturn === 'success',
      ),
  );
  const session = useSessionData(store);

  // The account /me answers also goes into the cache that useCurrentAccount hands back to the session.
  const takeMe = useMemo(
    () => (me: MeResponse) => {
      if (me.account) seedAccountRecord(queryClient, me.account);
      store.replaceIdentity(me);
    },
    [store, queryClient],
  );
  const refreshIdentity = useMemo(
    () => async () => {
      const { fetchMe } = await import('./records-api');
      takeMe(await fetchMe());
    },
    [takeMe],
  );
  useEffect(() => onUnauthorized(store.clear), [store]);
  useEffect(() => onTwoFactorRequired(() => void refreshIdentity().catch(() => undefined)), [refreshIdentity]);
  useEffect(() => store.start(), [store]);
  useSessionCheck(session.status === 'signedIn', takeMe);

  const value = useMemo<SessionState>(
    () => ({
      ...session,
      isAdmin: session.user?.isAdmin ?? false,
      signIn: store.signIn,
      reload: store.reload,
      replaceAccount: store.replaceAccount,
      refreshIdentity,
      signOut: store.signOut,
      clearSession: store.clear,
    }),
    [session, store, refreshIdentity],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
