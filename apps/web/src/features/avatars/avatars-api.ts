import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAccountAvatars } from '../../lib/session/account-avatars';
import { useSession } from '../../lib/session/useSession';

/** Every cached avatar answer (lists and snapshots) sits under this key. */
export const AVATARS_KEY = ['avatars'] as const;

export const accountAvatarsKey = (accountId: string) => [...AVATARS_KEY, 'account', accountId] as const;

export const accountAvatarsQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountAvatarsKey(accountId),
    enabled: accountId !== '',
    queryFn: ({ signal }) => fetchAccountAvatars(accountId, signal),
    // Fresh for a while after a fetch or a change: a screen mounting meanwhile must not refetch, since a list
    // read while a favourite or rename is still being written would bring back the old value.
    staleTime: 30_000,
  });

/**
 * The signed-in account's avatars. The list the sign-in sequence already fetched shows at once; being
 * marked as old (updated at 0), it is fetched again in the background, since it may be minutes old.
 */
export function useAccountAvatars() {
  const { account, avatars } = useSession();
  return useQuery({ ...accountAvatarsQuery(account?.id ?? ''), initialData: avatars, initialDataUpdatedAt: 0 });
}
