import type { AvatarActions } from './avatar-actions';
import { AVATARS_TEXTS } from './avatars-texts';

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

interface FavoriteStarProps {
  id: string;
  name: string;
  favorite: boolean;
  /** The list's favourite change (useAvatarActions): the change shows at once. */
  onChange: AvatarActions['setFavorite'];
}

/** The favourite star (spec section 4): a pressed-state button; the change shows at once (see useSetFavorite). */
export function FavoriteStar({ id, name, favorite, onChange }: FavoriteStarProps) {
  const label = favorite ? AVATARS_TEXTS.removeFavorite(name) : AVATARS_TEXTS.addFavorite(name);
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={() => onChange(id, !favorite)}
      className="grid size-10 place-items-center rounded-full bg-white/90 text-gray-500 shadow-sm transition-colors hover:text-amber-500 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:text-amber-500 dark:bg-slate-900/90 dark:text-slate-400"
    >
      <svg viewBox="0 0 24 24" fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-5">
        <path d={STAR} />
      </svg>
    </button>
  );
}
