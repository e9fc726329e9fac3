import { memo } from 'react';
import { generatePath } from 'react-router';
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
   * A library card: compact, and the whole card opens the detail page through its Open link (the library's cards
   * have it, the detail page's card does not). A plain address: the grid around the cards sends its clicks
   * through the router (see AvatarGrid), so a card holds no router subscription and a filter change in the
   * address does not draw every card again.
   */
  withOpen?: boolean;
  /** Loads the portrait at once and first (the cards of the first row, or the detail page's one card). */
  eager?: boolean;
}

/**
 * The Open link stretched over its card (its ::after covers the card, which is the one positioned box around it);
 * the controls and facts are raised above it, so nothing interactive is nested in the link.
 */
const OPEN_LINK =
  "rounded text-sm font-semibold text-indigo-600 hover:underline focus-visible:outline-none after:absolute after:inset-0 after:z-[1] after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-500 dark:text-indigo-300";

/** A library card lifts its controls over the stretched link; `isolate` keeps those layers inside the card. */
const LINKED_CARD =
  'isolate cursor-pointer transition-shadow hover:border-indigo-300 hover:shadow-md dark:hover:border-indigo-500/50 [&_button]:relative [&_button]:z-10 [&_h2]:relative [&_h2]:z-10 [&_input]:relative [&_input]:z-10';

/**
 * One avatar (spec section 2, Avatar Library): portrait, favourite star, name with rename, the facts and Open.
 * Memoised: a change to one avatar leaves the others' objects as they were, so only its card draws again.
 */
export const AvatarCard = memo(function AvatarCard({ avatar, actions, withOpen = false, eager = false }: AvatarCardProps) {
  const facts = displayFacts(avatar.data);
  const badge = evidenceBadge(avatar.evidence);
  const open = withOpen && (
    <a href={generatePath(PATHS.avatarDetail, { id: avatar.id })} data-card-link="" className={OPEN_LINK}>
      {AVATARS_TEXTS.open}
      <span className="sr-only"> {facts.name}</span>
    </a>
  );
  return (
    <article
      aria-label={facts.name}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60 ${withOpen ? LINKED_CARD : ''}`}
    >
      <div className="relative">
        <AvatarPortrait src={avatar.data.img} name={facts.name} eager={eager} shape={withOpen ? 'aspect-[4/3]' : 'aspect-square'} />
        {badge && (
          <p
            title={badge.title}
            className="absolute top-3 left-3 z-10 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-indigo-700 shadow-sm dark:bg-slate-900/90 dark:text-indigo-300"
          >
            <span aria-hidden="true">{badge.label}</span>
            <span className="sr-only">{badge.title}</span>
          </p>
        )}
        <div className="absolute top-3 right-3">
          <FavoriteStar id={avatar.id} name={facts.name} favorite={avatar.data.favorite} onChange={actions.setFavorite} />
        </div>
      </div>
      <div className={`flex flex-1 flex-col ${withOpen ? 'gap-1.5 p-3' : 'gap-3 p-4'}`}>
        {/* A row of its own: the name's editor grows along a row, and in this column it would take the card's spare height. */}
        <div className="flex min-w-0">
          <AvatarName id={avatar.id} name={avatar.data.name} display={facts.name} onRename={actions.rename} wrap={!withOpen} />
        </div>
        <AvatarFacts facts={facts} full={!withOpen} action={open} />
      </div>
    </article>
  );
});
