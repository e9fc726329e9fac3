import { useMemo } from 'react';
import { useSetFavorite } from './favorite-api';
import { useRenameAvatar } from './rename-api';

/** What a card can change: its favourite star and its name (spec section 4). */
export interface AvatarActions {
  /** Stars or un-stars an avatar; the change shows at once (see useSetFavorite). */
  setFavorite: (id: string, favorite: boolean) => void;
  /** Renames an avatar; settles once the server has saved it (a rejection keeps the editor open). */
  rename: (id: string, name: string) => Promise<unknown>;
}

/**
 * The favourite and rename mutations, once for a whole list of cards (not one pair of observers per card, which
 * every card would create on mounting and tear down on leaving), as callbacks that never change: memoised cards
 * are not drawn again because of them. One observer may run several changes at once: each mutation runs its own
 * callbacks (they are the mutation's options, not the observer's), and a rename's promise is its own.
 */
export function useAvatarActions(): AvatarActions {
  const { mutate: favorite } = useSetFavorite();
  const { mutateAsync: rename } = useRenameAvatar();
  return useMemo(
    () => ({
      setFavorite: (id: string, next: boolean) => favorite({ id, favorite: next }),
      rename: (id: string, name: string) => rename({ id, name }),
    }),
    [favorite, rename],
  );
}
