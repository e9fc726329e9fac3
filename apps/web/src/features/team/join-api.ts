import { routes } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** The Join screen's calls: the invitation (no session: its token is the proof), joining, and clean-up. */

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => callApi(routes.getInvitation, { params: { token }, signal, token: null }),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

/** The join step: the fresh identity (sessionToken) presents the invitation token for that account. */
export const joinAccount = (accountId: string, userId: string, invitationToken: string, sessionToken: string) =>
  callApi(routes.joinAccount, { params: { id: accountId }, body: { userId, token: invitationToken }, token: sessionToken });

/** The spec's clean-up call; the join already used the invitation up, so this only confirms it is gone. */
export const deleteInvitation = (invitationToken: string, sessionToken: string) =>
  callApi(routes.deleteInvitation, { params: { token: invitationToken }, token: sessionToken });
