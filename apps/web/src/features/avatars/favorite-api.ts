import { routes } from '@persona/shared';
import { useMutation } from '@tanstack/react-query';
import { showOops } from '../../components/alerts';
import { callApi } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useAvatarCache } from './avatar-cache';
import { avatarKey } from './avatar-detail-api';
import { avatarFiltersKey } from './avatars-api';

export interface FavoriteChange {
  id: string;
  favorite: boolean;
}

/** routes.setFavorite; the API answers with the changed library avatar. */
export const setFavorite = ({ id, favorite }: FavoriteChange) => callApi(routes.setFavorite, { params: { id }, body: { favorite } });

/**
 * Spec section 4, Avatar favourite: the cached pages (and snapshot) change first, then the server is told.
 * A failure puts the star back and shows the server's message. Afterwards only what depends on favourites is
 * read again (the filter options, and pages filtered by favourites); the other pages keep their patched copy.
 */
export function useSetFavorite() {
  const { queryClient, patch, refreshFavorites, accountId } = useAvatarCache();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ id, favorite }: FavoriteChange) => {
      // A fetch already under way would otherwise bring back the old star.
      await Promise.all([queryClient.cancelQueries({ queryKey: avatarKey(id) }), queryClient.cancelQueries({ queryKey: avatarFiltersKey(accountId) })]);
      patch(id, { favorite });
    },
    onError: (error, { id, favorite }) => {
      // Only this avatar's flag goes back, so a change to another avatar made meanwhile is kept.
      patch(id, { favorite: !favorite });
      void showOops(errorMessage(error));
    },
    onSettled: refreshFavorites,
  });
}
