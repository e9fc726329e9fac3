import { LOCAL_KEYS } from '@persona/shared';
import { useCallback, useState } from 'react';
import { readStoredBoolean, writeStoredBoolean } from '../../lib/local-storage';

/** The wide screen's sidebar expanded flag: saved locally, expanded by default (phones use a drawer instead). */
export function useSidebarExpanded() {
  const [expanded, setExpanded] = useState(() => readStoredBoolean(LOCAL_KEYS.sidebarExpanded, true));

  const toggle = useCallback(() => {
    setExpanded((value) => {
      writeStoredBoolean(LOCAL_KEYS.sidebarExpanded, !value);
      return !value;
    });
  }, []);

  return { expanded, toggle };
}
