import type { AvatarFilterOptions, AvatarFilters, AvatarSnapshot } from '@persona/shared';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/session/useSession';
import { avatarKey } from './avatar-detail-api';
import { patchInPages, patchSnapshot, type AvatarPatch } from './avatar-patch';
import { avatarFiltersKey, avatarPagesKey, type LibraryPage } from './avatars-api';

/**
 * Applies a change to the account's cached pages (every set of filters) and to the avatar's cached snapshot,
 * wherever they are cached. A new favourite also enables the Show Favorites box at once.
 */
export function patchCachedAvatar(queryClient: QueryClient, accountId: string, id: string, patch: AvatarPatch): void {
  queryClient.setQueriesData<InfiniteData<LibraryPage, unknown>>({ queryKey: avatarPagesKey(accountId) }, (data) => patchInPages(data, id, patch));
  queryClient.setQueryData<AvatarSnapshot>(avatarKey(id), (snapshot) => patchSnapshot(snapshot, patch));
  if (patch.favorite === true) {
    queryClient.setQueryData<AvatarFilterOptions>(avatarFiltersKey(accountId), (options) => (options && !options.anyFavorite ? { ...options, anyFavorite: true } : options));
  }
}

/**
 * After a favourite was written: the pages filtered by favourites and the filter options are read again (both
 * small), since which avatars they hold has changed; the other pages were patched in place.
 */
export function refreshFavoriteViews(queryClient: QueryClient, accountId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: avatarFiltersKey(accountId) }),
    queryClient.invalidateQueries({
      queryKey: avatarPagesKey(accountId),
      predicate: ({ queryKey }) => (queryKey[3] as AvatarFilters | undefined)?.favoritesOnly === true,
    }),
  ]);
}

/** patchCachedAvatar for the signed-in account, plus the query client (for the mutations' hooks). */
export function useAvatarCache() {
  const queryClient = useQueryClient();
  const accountId = useSession().account?.id ?? '';
  const patch = useCallback((id: string, change: AvatarPatch) => patchCachedAvatar(queryClient, accountId, id, change), [queryClient, accountId]);
  const refreshFavorites = useCallback(() => refreshFavoriteViews(queryClient, accountId), [queryClient, accountId]);
  return { queryClient, patch, refreshFavorites, accountId };
}
