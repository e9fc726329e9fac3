import { routes } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { accountKey } from '../../lib/session/account-keys';
import { useSession } from '../../lib/session/useSession';

/** The Team screen's calls (spec section 7): the account's users, its pending invitations, and inviting. */

export const accountUsersQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'users'],
    enabled: accountId !== '',
    queryFn: ({ signal }) => callApi(routes.listAccountUsers, { params: { id: accountId }, signal }),
  });

export const invitationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'invitations'],
    enabled: accountId !== '',
    queryFn: ({ signal }) => callApi(routes.listInvitations, { params: { id: accountId }, signal }),
  });

export const useAccountUsers = (accountId: string) => useQuery(accountUsersQuery(accountId));
export const useInvitations = (accountId: string) => useQuery(invitationsQuery(accountId));

export function useInvite(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(routes.invite, { body: { accountId, email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery(accountId).queryKey }),
  });
}

/** After a change of the account's people: its users, invitations and record (the owner) are read again. */
const useRefetchAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKey(accountId) });
};

/** The owner hands the account to another member; the session takes the answered account (its new owner). */
export function useTransferOwnership(accountId: string) {
  const refetch = useRefetchAccount(accountId);
  const { replaceAccount } = useSession();
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.transferOwnership, { params: { id: accountId }, body: { userId } }),
    onSuccess: (account) => {
      replaceAccount(account);
      return refetch();
    },
  });
}

export function useRemoveMember(accountId: string) {
  const refetch = useRefetchAccount(accountId);
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.removeMember, { params: { id: accountId, userId } }),
    onSuccess: refetch,
  });
}

/** The owner revokes a pending invitation (its link stops working). */
export function useRevokeInvitation(accountId: string) {
  const refetch = useRefetchAccount(accountId);
  return useMutation({
    mutationFn: (token: string) => callApi(routes.deleteInvitation, { params: { token } }),
    onSuccess: refetch,
  });
}

/** A member leaves: the server ended their sessions, so the session here is cleared (back to sign-in). */
export function useLeaveAccount(accountId: string) {
  const { clearSession } = useSession();
  return useMutation({
    mutationFn: () => callApi(routes.leaveAccount, { params: { id: accountId } }),
    onSuccess: clearSession,
  });
}
