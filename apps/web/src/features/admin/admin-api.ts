import { routes, type Membership, type User } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session/useSession';

/**
 * The Admin screens' calls (spec section 7): every account, every user, credits, account status and admin
 * rights. The API answers 403 to anyone who is not a site admin, so only the AdminFrame's content uses them.
 */

export const fetchAllAccounts = (signal?: AbortSignal) => callApi(routes.listAccounts, { signal });
export const fetchAllUsers = (signal?: AbortSignal) => callApi(routes.listUsers, { signal });

export const setCredits = ({ accountId, credits }: { accountId: string; credits: number }) =>
  callApi(routes.setCredits, { params: { id: accountId }, body: { credits } });

/** isActive is the new value: the toggle sends the opposite of the account's current one (spec section 4). */
export const setAccountStatus = ({ accountId, isActive }: { accountId: string; isActive: boolean }) =>
  callApi(routes.setAccountStatus, { params: { id: accountId }, body: { isActive } });

/** membership is the new value, null for none. */
export const setMembership = ({ accountId, membership }: { accountId: string; membership: Membership | null }) =>
  callApi(routes.setMembership, { params: { id: accountId }, body: { membership } });

/** The path names the user's own account; admin is the new value (the opposite of the user's isAdmin). */
export const setAdmin = ({ user, admin }: { user: Pick<User, 'id' | 'account'>; admin: boolean }) =>
  callApi(routes.setAdmin, { params: { accountId: user.account }, body: { admin, userId: user.id } });

export const allAccountsQuery = queryOptions({
  queryKey: ['admin', 'accounts'],
  queryFn: ({ signal }) => fetchAllAccounts(signal),
});

export const allUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => fetchAllUsers(signal),
});

/** The Admin Panel's counts, read afresh each time the panel opens. */
export const adminCountsQuery = queryOptions({
  queryKey: ['admin', 'counts'],
  queryFn: ({ signal }) => callApi(routes.adminCounts, { signal }),
  staleTime: 0,
});

export const useAllAccounts = () => useQuery(allAccountsQuery);
export const useAllUsers = () => useQuery(allUsersQuery);

/** Shows the record the server answered at once, then refetches the list (an activated account changes lists). */
function storeAndRefetch<T extends { id: string }>(queryClient: QueryClient, queryKey: QueryKey, record: T) {
  queryClient.setQueryData<T[]>(queryKey, (list) => list?.map((item) => (item.id === record.id ? record : item)));
  return queryClient.invalidateQueries({ queryKey });
}

export function useSetCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCredits,
    onSuccess: (account) => storeAndRefetch(queryClient, allAccountsQuery.queryKey, account),
  });
}

export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountStatus,
    onSuccess: (account) => storeAndRefetch(queryClient, allAccountsQuery.queryKey, account),
  });
}

/** The admin's own account also updates the session (the chat link and the plan cards follow it). */
export function useSetMembership() {
  const queryClient = useQueryClient();
  const { replaceAccount } = useSession();
  return useMutation({
    mutationFn: setMembership,
    onSuccess: (account) => {
      replaceAccount(account);
      return storeAndRefetch(queryClient, allAccountsQuery.queryKey, account);
    },
  });
}

/** A change to the signed-in admin's own right also reloads the session, so the menu and the guard follow it. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  const { user: me, reload } = useSession();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: async (user) => {
      await storeAndRefetch(queryClient, allUsersQuery.queryKey, user);
      if (user.id === me?.id) void reload();
    },
  });
}

/** After a change of an account's people: every account (its owner, its users' ids) and every user again. */
function usePeopleChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: allAccountsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: allUsersQuery.queryKey })]),
  });
}

export const useAdminTransferOwnership = () =>
  usePeopleChange(({ accountId, userId }: { accountId: string; userId: string }) => callApi(routes.adminTransferOwnership, { params: { id: accountId }, body: { userId } }));

export const useAdminRemoveMember = () =>
  usePeopleChange(({ accountId, userId }: { accountId: string; userId: string }) => callApi(routes.adminRemoveMember, { params: { id: accountId, userId } }));

/** Turns a locked-out user's second factor off; the users list then shows it off. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.resetTwoFactor, { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allUsersQuery.queryKey }),
  });
}
