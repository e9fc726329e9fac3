import { routes } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { seedAccountRecord } from '../../lib/session/account-keys';
import { useSession } from '../../lib/session/useSession';
import { setToken } from '../../lib/token-store';

/** The Security screen's calls: the caller's second factor and sessions. */

const twoFactorQuery = queryOptions({
  queryKey: ['security', 'two-factor'],
  queryFn: ({ signal }) => callApi(routes.getTwoFactorStatus, { signal }),
});
const sessionsQuery = queryOptions({
  queryKey: ['security', 'sessions'],
  queryFn: ({ signal }) => callApi(routes.listSessions, { signal }),
});

export const useTwoFactorStatus = () => useQuery(twoFactorQuery);
export const useSessions = () => useQuery(sessionsQuery);

/** Enrolment's first half: the authenticator setup and the recovery codes (on only once confirmed). */
export const useEnrol = () => useMutation({ mutationFn: (password: string) => callApi(routes.enableTwoFactor, { body: { password } }) });

export const useNewRecoveryCodes = () =>
  useMutation({ mutationFn: (password: string) => callApi(routes.regenerateRecoveryCodes, { body: { password } }) });

/** Turning two-factor on or off gives this browser a new session: its token replaces the old one. */
function useRenewingSession<I>(call: (input: I) => Promise<{ token: string }>) {
  const queryClient = useQueryClient();
  const { refreshIdentity } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ token }) => {
      setToken(token);
      // The session learns that the second factor is on (or off): an account that requires it lets the caller on.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['security'] }), refreshIdentity()]);
    },
  });
}

/** The owner requires two-factor sign-in of every member, or no longer; the session keeps the account answered. */
export function useSetRequireTwoFactor() {
  const queryClient = useQueryClient();
  const { account, replaceAccount } = useSession();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) => callApi(routes.setAccountSecurity, { params: { id: account?.id ?? '' }, body: { requireTwoFactor } }),
    onSuccess: (answer) => {
      seedAccountRecord(queryClient, answer);
      replaceAccount(answer);
    },
  });
}

export const useConfirmTwoFactor = () => useRenewingSession((code: string) => callApi(routes.confirmTwoFactor, { body: { code } }));
export const useDisableTwoFactor = () => useRenewingSession((password: string) => callApi(routes.disableTwoFactor, { body: { password } }));

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
