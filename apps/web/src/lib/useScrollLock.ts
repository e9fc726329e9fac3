import { useEffect } from 'react';

/**
 * While active the page itself does not scroll (wheel, touch, keys): what is open over it (the phone drawer)
 * keeps the reader where they were. Restores the page's own setting on release.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [active]);
}
