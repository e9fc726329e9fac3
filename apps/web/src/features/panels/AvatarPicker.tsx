import { capitalizeWords, PANEL_MAX_AVATARS, type LibraryAvatar } from '@persona/shared';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { SkeletonCards } from '../../components/Skeleton';
import { AvatarPortrait, BADGE_SIZES } from '../avatars';
import type { AvatarChoices, PickedAvatar } from './avatar-choices';
import { PANELS_TEXTS } from './panels-texts';

interface AvatarPickerProps {
  choices: AvatarChoices;
  picked: readonly PickedAvatar[];
  onToggle: (avatar: PickedAvatar) => void;
  error?: string;
}

export const pickedAvatar = (avatar: LibraryAvatar): PickedAvatar => ({ id: avatar.id, name: capitalizeWords(avatar.data.name), img: avatar.data.img });

/** The picked avatars as chips, each with its remove button (they stay when the filters hide them). */
function PickedChips({ picked, onToggle }: Pick<AvatarPickerProps, 'picked' | 'onToggle'>) {
  if (picked.length === 0) return null;
  return (
    <ul aria-label={PANELS_TEXTS.pickedAvatars} className="flex flex-wrap gap-2">
      {picked.map((avatar) => (
        <li key={avatar.id} className="flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-1 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10">
          <span className="size-7 shrink-0 overflow-hidden rounded-full">
            <AvatarPortrait src={avatar.img} name={avatar.name} sizes={BADGE_SIZES} />
          </span>
          <span className="font-medium text-indigo-800 dark:text-indigo-100">{avatar.name}</span>
          <button
            type="button"
            aria-label={PANELS_TEXTS.unpick(avatar.name)}
            title={PANELS_TEXTS.unpick(avatar.name)}
            onClick={() => onToggle(avatar)}
            className="grid size-6 place-items-center rounded-full text-indigo-700 hover:bg-indigo-100 dark:text-indigo-200 dark:hover:bg-indigo-500/20"
          >
            <Icon name="close" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** How wide a pickable tile draws its portrait: the grid below, 2 to 6 columns. */
const TILE_SIZES = '(min-width: 1024px) 17vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';
const TILE = 'flex w-full flex-col overflow-hidden rounded-xl border text-left transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const TILE_STATE = {
  on: 'border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400',
  off: 'border-gray-200 hover:border-indigo-300 dark:border-slate-700 dark:hover:border-indigo-500/50',
} as const;

/**
 * Pick 2 to 6 avatars, filtered by Company and Campaign as in the library: each avatar a toggle with its
 * portrait; the count of those picked; once six are picked the others cannot be.
 */
export function AvatarPicker({ choices, picked, onToggle, error }: AvatarPickerProps) {
  const full = picked.length >= PANEL_MAX_AVATARS;
  const isPicked = (id: string) => picked.some((avatar) => avatar.id === id);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-white">{PANELS_TEXTS.avatars}</legend>
      <p role="status" className="text-sm text-gray-600 dark:text-slate-400">
        <span className="font-semibold text-gray-900 tabular-nums dark:text-white">{PANELS_TEXTS.picked(picked.length)}</span>
        {' · '}
        {full ? PANELS_TEXTS.full : PANELS_TEXTS.pickHint}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-300">
          {error}
        </p>
      )}
      <PickedChips picked={picked} onToggle={onToggle} />
      {choices.failure ? (
        choices.failure
      ) : choices.loading ? (
        <SkeletonCards count={6} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" />
      ) : choices.empty ? (
        <p className="text-sm text-gray-600 dark:text-slate-400">{PANELS_TEXTS.noAvatars}</p>
      ) : (
        <>
          {choices.filterBar}
          {choices.avatars.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-slate-400">{PANELS_TEXTS.noMatch}</p>
          ) : (
            <ul aria-label={PANELS_TEXTS.pickable} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
              {choices.avatars.map((avatar) => {
                const on = isPicked(avatar.id);
                const choice = pickedAvatar(avatar);
                return (
                  <li key={avatar.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      disabled={full && !on}
                      onClick={() => onToggle(choice)}
                      className={`${TILE} ${TILE_STATE[on ? 'on' : 'off']}`}
                    >
                      {/* Named by its visible text (name, occupation); the portrait would only repeat the name. */}
                      <span aria-hidden="true">
                        <AvatarPortrait src={choice.img} name={choice.name} sizes={TILE_SIZES} />
                      </span>
                      <span className="flex flex-col gap-0.5 px-2.5 py-2">
                        <span className="truncate text-sm font-semibold text-gray-900 dark:text-white">{choice.name}</span>
                        <span className="truncate text-xs text-gray-500 dark:text-slate-400">{capitalizeWords(avatar.data.occupation)}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {choices.hasMore && (
            <button type="button" onClick={choices.loadMore} disabled={choices.loadingMore} className={`${buttonClass('secondary')} self-center`}>
              {PANELS_TEXTS.showMore}
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}
