import { memo } from 'react';
import { generatePath, Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { displayFacts, type CardAvatar } from './avatar-display';
import { AvatarFacts } from './AvatarFacts';
import { AvatarName } from './AvatarName';
import { AvatarPortrait } from './AvatarPortrait';
import { AVATARS_TEXTS } from './avatars-texts';
import { FavoriteStar } from './FavoriteStar';

interface AvatarCardProps {
  avatar: CardAvatar;
  /** The Open button to the detail page (the library's cards have it, the detail page's card does not). */
  withOpen?: boolean;
  /** Loads the portrait at once and first (the cards of the first row, or the detail page's one card). */
  eager?: boolean;
}

/**
 * One avatar (spec section 2, Avatar Library): portrait, favourite star, name with rename, the facts and Open.
 * Memoised: a change to one avatar leaves the others' objects as they were, so only its card draws again.
 */
export const AvatarCard = memo(function AvatarCard({ avatar, withOpen = false, eager = false }: AvatarCardProps) {
  const facts = displayFacts(avatar.data);
  return (
    <article aria-label={facts.name} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div className="relative">
        <AvatarPortrait src={avatar.data.img} name={facts.name} eager={eager} />
        <div className="absolute top-3 right-3">
          <FavoriteStar id={avatar.id} name={facts.name} favorite={avatar.data.favorite} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <AvatarName id={avatar.id} name={avatar.data.name} display={facts.name} />
        <AvatarFacts facts={facts} />
        {withOpen && (
          <Link to={generatePath(PATHS.avatarDetail, { id: avatar.id })} className={`${buttonClass('secondary')} mt-auto`}>
            {AVATARS_TEXTS.open}
            <span className="sr-only"> {facts.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
});
