import { LoadFailed } from '../../components/LoadFailed';
import { AVATARS_TEXTS } from '../../features/avatars/avatars-texts';
import { FilterBar } from '../../features/avatars/FilterBar';
import { useLibrary } from '../../features/avatars/useLibrary';
import { NewPanelPage } from '../../features/panels/NewPanelPage';

/** /panels/new: the New Panel form picking from the Avatar Library, with the library's own filters. */
export default function NewPanelRoute() {
  const library = useLibrary();
  return (
    <NewPanelPage
      choices={{
        filterBar: <FilterBar options={library.options} filters={library.applied} onChange={library.setFilters} />,
        avatars: library.items,
        loading: library.loading,
        failure: library.failed && <LoadFailed message={AVATARS_TEXTS.libraryFailed} query={library.retry} />,
        empty: library.empty,
        hasMore: library.pages.hasNextPage,
        loadingMore: library.pages.isFetchingNextPage,
        loadMore: library.fetchNext,
      }}
    />
  );
}
