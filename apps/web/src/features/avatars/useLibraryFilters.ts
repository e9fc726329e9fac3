import type { AvatarFilters } from '@persona/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams } from './library-filters';

interface FilterState {
  /** The filters chosen in the bar; null while the address's apply. */
  chosen: AvatarFilters | null;
  /** The location this state has seen: when the address moves, it is checked against `sent`. */
  key: string;
  /** The query last written to the address for a choice. */
  sent: string | null;
}

/**
 * The filter bar's state, kept in the address (see library-filters.ts); changes replace the history entry.
 *
 * A choice applies at once, from local state: the library asks for the first page of the new filters right after
 * the change event. The address follows once the choice's cards are on screen (`followAddress`, called by
 * useLibrary), off that path: a navigation draws the router again (and everything that reads the location), which
 * would otherwise hold back the request or the new cards by a whole render. The address keeps the last word: once
 * it moves other than to the query written for a choice (a link to the library), its filters apply again.
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const query = params.toString();
  const [state, setState] = useState<FilterState>({ chosen: null, key, sent: null });
  let { chosen } = state;
  if (state.key !== key) {
    const ours = state.sent === query;
    chosen = ours ? state.chosen : null;
    setState({ chosen, key, sent: ours ? state.sent : null });
  }
  const filters = useMemo(() => chosen ?? filtersFromParams(new URLSearchParams(query)), [chosen, query]);
  const setFilters = useCallback((next: AvatarFilters) => setState((current) => ({ ...current, chosen: next })), []);

  const target = chosen === null ? null : filtersToParams(chosen).toString();
  // The query of the current choice while the address does not show it yet.
  const behind = target !== null && target !== query ? target : null;
  const followAddress = useCallback(() => {
    if (behind === null) return;
    setState((current) => ({ ...current, sent: behind }));
    setParams(new URLSearchParams(behind), { replace: true });
  }, [behind, setParams]);

  return { filters, setFilters, addressBehind: behind !== null, followAddress };
}

/** Calls `follow` in a task after the next frame once `ready` (the address is written after the cards are painted). */
export function useAfterPaint(ready: boolean, follow: () => void): void {
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(follow);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, follow]);
}
