import { NO_FILTERS } from '@persona/shared';
import { useCallback, useMemo } from 'react';
import { useAvatarFilterOptions, useAvatarPages } from './avatars-api';
import { applicableFilters, barOptions, filtersToParams, isFiltered } from './library-filters';
import { pagedItems } from './paging';
import { useAfterPaint, useLibraryFilters } from './useLibraryFilters';

/**
 * The library as the screen draws it: the filters from the address, applied on the server (a change asks for the
 * first page with them, the previous cards staying until it arrives; the address follows once the new ones are
 * drawn), the filter bar's options from their own small answer, and the cards of the pages fetched so far. Both
 * answers are asked for at once.
 */
export function useLibrary() {
  const { filters, setFilters, addressBehind, followAddress } = useLibraryFilters();
  const { options: serverOptions, awaited: optionsAwaited } = useAvatarFilterOptions();
  const options = useMemo(() => barOptions(serverOptions, filters.company), [serverOptions, filters.company]);
  const { anyFavorite, anyEvidence } = options;
  const applied = useMemo(() => applicableFilters(filters, { anyFavorite, anyEvidence }), [filters, anyFavorite, anyEvidence]);
  const pages = useAvatarPages(applied);
  const items = useMemo(() => pagedItems(pages.data?.pages), [pages.data]);
  const first = pages.data?.pages[0];
  const { fetchNextPage } = pages;
  const fetchNext = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // The address follows a choice once its cards (or its failure) are on screen.
  const settled = pages.isError || (first !== undefined && filtersToParams(first.filters).toString() === filtersToParams(applied).toString());
  useAfterPaint(addressBehind && settled, followAddress);

  // The library is empty when the server says it holds nothing, or (before that answer) when the unfiltered
  // list is empty. A failed first page is a failure, never an empty library (docs/decisions.md).
  const failed = pages.isError && !first;
  const { refetch, isFetching } = pages;
  const retry = useMemo(() => ({ refetch: () => refetch(), isFetching }), [refetch, isFetching]);
  const libraryTotal = serverOptions?.total ?? (first && !isFiltered(first.filters) ? first.total : undefined);
  return {
    setFilters,
    options,
    applied,
    pages,
    items,
    fetchNext,
    /** The filters of the cards on screen (the previous ones while a new first page is on its way). */
    shownFilters: first?.filters ?? NO_FILTERS,
    total: first?.total ?? 0,
    // The bar's options are awaited too (unless their call failed): drawn before them, the bar assumes every
    // toggle possible and then drops one, which moved the cards up on a phone (Lighthouse, CLS 0.03).
    loading: !failed && (!first || optionsAwaited),
    /** The first page could not be read: the screen shows LoadFailed with this retry. */
    failed,
    retry,
    empty: !failed && libraryTotal === 0,
  };
}
