import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusScreenHeading } from '../../lib/focus';

/** How long a new screen may take to show its heading (its data loading) before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

/** The path the app showed last; module-wide, as a navigation may swap the layout (public pages ↔ app frame). */
let lastPath: string | null = null;

/**
 * After each navigation to another path (not the first load), focus moves to the new screen's <h1>, so keyboard
 * and screen-reader users start at the top of what they opened instead of on the page body or the old link.
 * A screen that focuses something of its own (an autofocused field) keeps it.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const previous = lastPath;
    lastPath = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById('main');
    if (!main) return;
    const settle = (): boolean => {
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      if (!main.querySelector('h1')) return false;
      focusScreenHeading();
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
