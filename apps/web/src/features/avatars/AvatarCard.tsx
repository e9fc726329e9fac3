import { memo } from 'react';
import { generatePath } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import type { AvatarActions } from './avatar-actions';
import { displayFacts, evidenceBadge, type CardAvatar } from './avatar-display';
import { AvatarFacts } from './AvatarFacts';
import { AvatarName } from './AvatarName';
import { AvatarPortrait } from './AvatarPortrait';
import { AVATARS_TEXTS } from './avatars-texts';
import { FavoriteStar } from './FavoriteStar';

interface AvatarCardProps {
  avatar: CardAvatar;
  /** The favourite and rename changes (useAvatarActions, once for the whole list). */
  actions: AvatarActions;
  /**
   * The Open link to the detail page (the library's cards have it, the detail page's card does not). A plain
   * address: the grid around the cards sends its clicks through the router (see AvatarGrid), so a card holds no
   * router subscription and a filter change in the address does not draw every card again.
   */
  withOpen?: boolean;
  /** Loads the portrait at once and first (the cards of the first row, or the detail page's one card). */
  eager?: boolean;
}

/**
 * One avatar (spec section 2, Avatar Library): portrait, favourite star, name with rename, the facts and Open.
 * Memoised: a change to one avatar leaves the others' objects as they were, so only its card draws again.
 */
export const AvatarCard = memo(function AvatarCard({ avatar, actions, withOpen = false, eager = false }: AvatarCardProps) {
  const facts = displayFacts(avatar.data);
  const badge = evidenceBadge(avatar.evidence);
  return (
    <article aria-label={facts.name} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div className="relative">
        <AvatarPortrait src={avatar.data.img} name={facts.name} eager={eager} />
        {badge && (
          <p
            title={badge.title}
            className="absolute top-3 left-3 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-indigo-700 shadow-sm dark:bg-slate-900/90 dark:text-indigo-300"
          >
            <span aria-hidden="true">{badge.label}</span>
            <span className="sr-only">{badge.title}</span>
          </p>
        )}
        <div className="absolute top-3 right-3">
          <FavoriteStar id={avatar.id} name={facts.name} favorite={avatar.data.favorite} onChange={actions.setFavorite} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <AvatarName id={avatar.id} name={avatar.data.name} display={facts.name} onRename={actions.rename} />
        <AvatarFacts facts={facts} />
        {withOpen && (
          <a href={generatePath(PATHS.avatarDetail, { id: avatar.id })} className={`${buttonClass('secondary')} mt-auto`}>
            {AVATARS_TEXTS.open}
            <span className="sr-only"> {facts.name}</span>
          </a>
        )}
      </div>
    </article>
  );
});
