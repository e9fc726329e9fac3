import type { AvatarFilters } from '@persona/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams } from './library-filters';

/** The filter bar's state, kept in the address (see library-filters.ts); changes replace the history entry. */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const setFilters = useCallback((next: AvatarFilters) => setParams(filtersToParams(next), { replace: true }), [setParams]);
  return { filters, setFilters };
}
