import type { Invitation, User } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** The Team screen's calls (spec section 7): the account's users, its pending invitations, and inviting. */

export const accountUsersQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'users'],
    enabled: accountId !== '',
    queryFn: ({ signal }) => apiFetch<User[]>(`/accounts/${encodeURIComponent(accountId)}/users`, { signal }),
  });

export const invitationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'invitations'],
    enabled: accountId !== '',
    queryFn: ({ signal }) => apiFetch<Invitation[]>(`/accounts/${encodeURIComponent(accountId)}/invitations`, { signal }),
  });

export const useAccountUsers = (accountId: string) => useQuery(accountUsersQuery(accountId));
export const useInvitations = (accountId: string) => useQuery(invitationsQuery(accountId));

export function useInvite(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiFetch<Invitation>('/accounts/invite', { method: 'POST', body: { accountId, email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQuery(accountId).queryKey }),
  });
}
