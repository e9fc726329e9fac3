import { routes } from '@persona/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

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
