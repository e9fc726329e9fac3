import type { Account } from '@persona/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { UserFacingError } from '../error-message';
import { AUTH_TEXTS } from '../ui-texts';
import { ACCOUNT_FRESH_MS, accountKey, accountRecordKey } from './account-keys';
import { fetchAccounts } from './records-api';
import { useSession } from './useSession';

export { accountKey } from './account-keys';

/**
 * The signed-in account read fresh (routes.getAccount), for its credits and membership: the session keeps
 * the account as it was at sign-in, while orders, purchases and admins change it.
 */
export const accountQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountRecordKey(accountId),
    enabled: accountId !== '',
    // The balance decides whether the user may order: a screen shown after a few seconds asks again (the
    // sign-in sequence seeds it, so the first screens do not).
    staleTime: ACCOUNT_FRESH_MS,
    queryFn: async ({ signal }) => {
      const [account] = await fetchAccounts(accountId, signal);
      if (!account) throw new UserFacingError(AUTH_TEXTS.accountNotFound);
      return account;
    },
  });

/**
 * The current account: the fresh one once fetched, the session's meanwhile (or if the fetch fails). A fresh
 * copy that differs is also handed to the session, so every screen that reads the session follows it.
 */
export function useCurrentAccount(): Account | null {
  const { account, replaceAccount } = useSession();
  const { data } = useQuery({ ...accountQuery(account?.id ?? ''), placeholderData: account ?? undefined });
  useEffect(() => {
    if (data && data !== account) replaceAccount(data);
  }, [data, account, replaceAccount]);
  return data ?? account;
}

/**
 * Reads the signed-in account again after something changed it on the server (a payment): every cached query
 * of the account is refetched, and the session gets the fresh record. Failures leave things as they were.
 */
export function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { account, replaceAccount } = useSession();
  const accountId = account?.id ?? '';
  return useCallback(async () => {
    if (accountId === '') return;
    await queryClient.invalidateQueries({ queryKey: accountKey(accountId) });
    try {
      // A record the invalidation just fetched (an open /create, say) is taken as it is.
      replaceAccount(await queryClient.fetchQuery({ ...accountQuery(accountId), staleTime: 1_000 }));
    } catch {
      // The session keeps its copy; the next sign-in reads it again.
    }
  }, [accountId, queryClient, replaceAccount]);
}
