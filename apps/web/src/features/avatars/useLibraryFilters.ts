import { filterAvatars, filterOptions, type AvatarFilters, type LibraryAvatar } from '@persona/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applicableFilters, filtersFromParams, filtersToParams } from './library-filters';

/** The filter bar's state, kept in the address (see library-filters.ts); changes replace the history entry. */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const setFilters = useCallback((next: AvatarFilters) => setParams(filtersToParams(next), { replace: true }), [setParams]);
  return { filters, setFilters };
}

/**
 * The options of the filter bar and the avatars that pass it, worked out only when the list or the filters
 * change (a keystroke elsewhere, or a re-render, does not filter thousands of avatars again).
 */
export function useFilteredAvatars(avatars: readonly LibraryAvatar[], filters: AvatarFilters) {
  const options = useMemo(() => filterOptions(avatars, filters.company), [avatars, filters.company]);
  const applied = useMemo(() => applicableFilters(filters, options.anyFavorite), [filters, options.anyFavorite]);
  const matching = useMemo(() => filterAvatars(avatars, applied), [avatars, applied]);
  return { options, applied, matching };
}
