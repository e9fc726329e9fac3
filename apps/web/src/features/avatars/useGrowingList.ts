import { useCallback, useEffect, useRef, useState } from 'react';
import { drawnCount, nextCount, PAGE_SIZE } from './paging';

/** Starts loading the next page this far before the end of the list comes into view. */
const AHEAD = '800px 0px';

/**
 * How many of `total` cards to draw: a page at first, one more each time the sentinel (put after the
 * list) comes near the viewport, or when `more` is called (the Show more button, for when there is no
 * IntersectionObserver). Remount (a new key) to start again from one page.
 */
export function useGrowingList(total: number) {
  const [wanted, setWanted] = useState(PAGE_SIZE);
  const shown = drawnCount(wanted, total);
  const hasMore = shown < total;
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useCallback(() => setWanted((count) => nextCount(count, total)), [total]);

  // Observing anew after each page: the first callback reports whether the sentinel is still in view
  // (a tall screen), so pages keep coming until the viewport is filled.
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, more, shown]);

  return { shown, hasMore, more, sentinel };
}
