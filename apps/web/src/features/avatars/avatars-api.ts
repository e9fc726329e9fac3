import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSession } from '../session/useSession';
import type { LibraryAvatar } from './avatar-types';

/** Every cached avatar answer (lists and snapshots) sits under this key. */
export const AVATARS_KEY = ['avatars'] as const;

/** The account's avatars; any failure gives an empty list (spec section 8: a failed avatar fetch gives []). */
export async function fetchAccountAvatars(accountId: string, signal?: AbortSignal): Promise<LibraryAvatar[]> {
  try {
    const avatars = await apiFetch<LibraryAvatar[]>(`/avatars/account/${encodeURIComponent(accountId)}`, { signal });
    return Array.isArray(avatars) ? avatars : [];
  } catch {
    return [];
  }
}

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
