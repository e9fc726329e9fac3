import { useEffect, useRef } from 'react';

/** By default, starts loading the next page this far before the end of a list comes into view. */
const AHEAD = '800px 0px';

/**
 * A ref for an element put after a list: `onNear` is called when it comes within `ahead` of the viewport (a CSS
 * margin; AHEAD unless told). Observing starts anew whenever `round` changes (a page was drawn): the first callback
 * reports whether the element is still in view (a tall screen), so pages keep coming until the viewport is filled.
 * Nothing without IntersectionObserver (the list's Show more button does the work then).
 */
export function useSentinel(enabled: boolean, onNear: () => void, round: unknown, ahead = AHEAD) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    }, { rootMargin: ahead });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onNear, round, ahead]);
  return sentinel;
}
