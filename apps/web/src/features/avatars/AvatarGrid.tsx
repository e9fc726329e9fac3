import type { LibraryAvatar } from '@persona/shared';
import { memo, useCallback, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useFirstFramePainted } from '../../lib/useFirstFramePainted';
import { useAvatarActions } from './avatar-actions';
import { AvatarCard } from './AvatarCard';
import { AVATARS_TEXTS } from './avatars-texts';
import { measureRows, rowsOnScreen } from './rows-on-screen';
import { useGrowingList, type GrowingSource } from './useGrowingList';

/**
 * The grid's columns at this width (its classes below: one, two from sm, three from lg, four from xl); one where
 * there is no matchMedia.
 */
function gridColumns(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  const wide = (minWidth: string) => window.matchMedia(`(min-width: ${minWidth})`).matches;
  return wide('80rem') ? 4 : wide('64rem') ? 3 : wide('40rem') ? 2 : 1;
}

/**
 * The first cards (the first row; on a phone, the one or two cards a screen shows) load their portraits at once
 * and first: they are the largest paint.
 */
export const eagerCards = (columns: number): number => Math.max(columns, 2);

/**
 * The cards drawn in the grid's first frame: the rows a screen shows at once (rows-on-screen.ts); the rest of the
 * page follows in the next frame, so a new set of filters is painted without waiting for cards below the fold.
 */
export const firstFrameCards = (columns: number, rows: number): number => columns * rows;

/** The grid's columns (gridColumns above follows them); the loading skeleton uses the same. */
export const GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * A card's cell: the browser skips the style, layout and paint of cards off the screen until they near it (a page
 * draws up to 48 of which a phone shows two), keeping the size a card last had, or about a card's before it had one.
 * Skipping contains the cell's paint: the clip margin leaves room for the card's hover shadow and focus ring.
 */
const CARD_CELL_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem] [overflow-clip-margin:0.75rem]';

/**
 * The link a click on a card follows: the Open link itself, or the card's Open link for a click anywhere else on
 * the card that is not a control (star, rename) and does not end a text selection. The link's stretched overlay
 * covers the card; the name and facts sit above it so their full text shows on hover (title), and their clicks
 * arrive here.
 */
function clickedLink(target: Element): HTMLAnchorElement | null {
  const anchor = target.closest('a');
  if (anchor) return anchor;
  if (target.closest('button, input, select, textarea, label, form')) return null;
  if (window.getSelection()?.isCollapsed === false) return null;
  return target.closest('article')?.querySelector<HTMLAnchorElement>('a[data-card-link]') ?? null;
}

/** A plain click on a card (not a new tab or window, not a download): the router's, as a Link does it. */
const routedLink = (event: MouseEvent): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? clickedLink(event.target) : null;
  return anchor && (!anchor.target || anchor.target === '_self') && !anchor.hasAttribute('download') ? anchor : null;
};

interface AvatarGridProps extends Omit<GrowingSource, 'loaded' | 'drawnAll'> {
  /** The cards fetched so far (pages of the server's list, in order). */
  avatars: readonly LibraryAvatar[];
}

/**
 * The filtered avatars as cards, fetched and drawn a page at a time (an account may hold thousands). The cards'
 * changes (favourite, rename) and their Open links are handled here, once for the list: a card holds no
 * mutation observer and no router subscription of its own.
 */
export const AvatarGrid = memo(function AvatarGrid({ avatars, ...source }: AvatarGridProps) {
  const grid = useRef<HTMLUListElement>(null);
  // The rest of the cards come as a transition once the first frame is painted; that frame is measured for the next one's.
  const painted = useFirstFramePainted(() => {
    if (grid.current) measureRows(grid.current);
  });
  const { shown, hasMore, more, sentinel } = useGrowingList({ ...source, loaded: avatars.length, drawnAll: painted });
  const columns = gridColumns();
  const drawn = painted ? shown : Math.min(shown, firstFrameCards(columns, rowsOnScreen()));
  const eager = eagerCards(columns);
  const actions = useAvatarActions();
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const link = routedLink(event);
      if (!link) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    },
    [navigate],
  );
  return (
    <>
      <p className="mb-3 text-sm text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.count(shown, Math.max(source.total, shown))}</p>
      <ul ref={grid} aria-label={AVATARS_TEXTS.avatarList} onClick={onClick} className={GRID_CLASS}>
        {avatars.slice(0, drawn).map((avatar, index) => (
          <li key={avatar.id} className={CARD_CELL_CLASS}>
            <AvatarCard avatar={avatar} actions={actions} withOpen eager={index < eager} />
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
});
