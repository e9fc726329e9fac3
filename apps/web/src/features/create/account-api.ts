import type { Account } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserFacingError } from '../../lib/error-message';
import { fetchAccounts } from '../../lib/session/records-api';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';

/**
 * The signed-in account read fresh (endpoints.getAccount), for its credits: the session keeps the account
 * as it was at sign-in, while orders (and admins) change the balance.
 */
export const accountQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'record'],
    enabled: accountId !== '',
    // Each visit to /create asks again: the balance is what decides whether the user may order.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const [account] = await fetchAccounts(accountId, signal);
      if (!account) throw new UserFacingError(AUTH_TEXTS.accountNotFound);
      return account;
    },
  });

/** The current account: the fresh one once fetched, the session's meanwhile (or if the fetch fails). */
export function useCurrentAccount(): Account | null {
  const { account } = useSession();
  const { data } = useQuery({ ...accountQuery(account?.id ?? ''), placeholderData: account ?? undefined });
  return data ?? account;
}
