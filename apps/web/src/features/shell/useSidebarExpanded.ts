import { LOCAL_KEYS } from '@persona/shared';
import { useCallback, useState } from 'react';
import { readStoredBoolean, writeStoredBoolean } from '../../lib/local-storage';

const WIDE_SCREEN = '(min-width: 768px)';

const isWideScreen = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;

/** Sidebar expanded flag: saved locally, expanded by default (collapsed by default on phones, where it overlays). */
export function useSidebarExpanded() {
  const [expanded, setExpanded] = useState(() => readStoredBoolean(LOCAL_KEYS.sidebarExpanded, isWideScreen()));

  const toggle = useCallback(() => {
    setExpanded((value) => {
      writeStoredBoolean(LOCAL_KEYS.sidebarExpanded, !value);
      return !value;
    });
  }, []);

  /** After following a link on a phone the overlaying sidebar gets out of the way (not saved). */
  const collapseOnSmallScreen = useCallback(() => {
    if (!isWideScreen()) setExpanded(false);
  }, []);

  return { expanded, toggle, collapseOnSmallScreen };
}
