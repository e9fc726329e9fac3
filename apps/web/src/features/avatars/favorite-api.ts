import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showOops } from '../../components/alerts';
import { apiFetch } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../session/useSession';
import { patchCachedAvatar } from './avatar-cache';
import { avatarPath } from './avatar-detail-api';
import type { LibraryAvatar } from './avatar-types';
import { AVATARS_KEY } from './avatars-api';

export interface FavoriteChange {
  id: string;
  favorite: boolean;
}

export const setFavorite = ({ id, favorite }: FavoriteChange) =>
  apiFetch<LibraryAvatar>(`${avatarPath(id)}/favorite`, { method: 'PATCH', body: { favorite } });

/**
 * Spec section 4, Avatar favourite: the cached list (and snapshot) change first, then the server is told.
 * A failure puts the star back and shows the server's message. The list is not fetched again afterwards:
 * with thousands of avatars that would cost far more than the one changed flag.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  const accountId = useSession().account?.id ?? '';
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ id, favorite }: FavoriteChange) => {
      // A fetch already under way would otherwise bring back the old star.
      await queryClient.cancelQueries({ queryKey: AVATARS_KEY });
      patchCachedAvatar(queryClient, accountId, id, { favorite });
    },
    onError: (error, { id, favorite }) => {
      // Only this avatar's flag goes back, so a change to another avatar made meanwhile is kept.
      patchCachedAvatar(queryClient, accountId, id, { favorite: !favorite });
      void showOops(errorMessage(error));
    },
  });
}
