import { useCallback, useEffect, useState } from 'react';
import { useSentinel } from '../../lib/useSentinel';
import { drawnCount, nextCount, PAGE_SIZE } from './paging';

export interface GrowingSource {
  /** How many cards have been fetched so far. */
  loaded: number;
  /** How many cards there are in all (the server's total for the filters). */
  total: number;
  /** Whether the server has another page. */
  hasNext: boolean;
  /** Whether a page is on its way. */
  fetching: boolean;
  /** Asks the server for the next page. */
  fetchNext: () => void;
  /**
   * False while the list draws only the cards of its first frame: the sentinel waits until all are drawn, or the
   * space of the cards not drawn yet would bring it near the viewport and ask for a page nobody scrolled to.
   */
  drawnAll?: boolean;
}

/**
 * How many of the fetched cards to draw: a page at first, one more each time the sentinel (put after the list)
 * comes near the viewport, or when `more` is called (the Show more button, for when there is no
 * IntersectionObserver). When more are wanted than have been fetched, the next page is asked for; its cards are
 * drawn as it arrives. Remount (a new key) to start again from one page.
 */
export function useGrowingList({ loaded, total, hasNext, fetching, fetchNext, drawnAll = true }: GrowingSource) {
  const [wanted, setWanted] = useState(PAGE_SIZE);
  const shown = drawnCount(wanted, loaded);
  const hasMore = shown < loaded || hasNext;
  const more = useCallback(() => setWanted((count) => Math.max(nextCount(count, Math.max(total, loaded)), count)), [total, loaded]);

  // The next page, once the cards wanted go past those fetched.
  useEffect(() => {
    if (wanted > loaded && hasNext && !fetching) fetchNext();
  }, [wanted, loaded, hasNext, fetching, fetchNext]);

  const sentinel = useSentinel(hasMore && drawnAll, more, shown);

  return { shown, hasMore, more, sentinel };
}
