import type { LibraryAvatar } from '@persona/shared';
import { buttonClass } from '../../components/button-styles';
import { AvatarCard } from './AvatarCard';
import { AVATARS_TEXTS } from './avatars-texts';
import { useGrowingList } from './useGrowingList';

/** The filtered avatars as cards, drawn a page at a time (an account may hold thousands). */
export function AvatarGrid({ avatars }: { avatars: readonly LibraryAvatar[] }) {
  const { shown, hasMore, more, sentinel } = useGrowingList(avatars.length);
  return (
    <>
      <p className="mb-3 text-sm text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.count(shown, avatars.length)}</p>
      <ul aria-label={AVATARS_TEXTS.avatarList} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {avatars.slice(0, shown).map((avatar) => (
          <li key={avatar.id}>
            <AvatarCard avatar={avatar} withOpen />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="flex justify-center py-8">
          <button type="button" onClick={more} className={buttonClass('secondary')}>
            {AVATARS_TEXTS.showMore}
          </button>
        </div>
      )}
    </>
  );
}
