import { useDeferredValue, type ReactNode } from 'react';
import { FadedBottom } from '../../components/FadedBottom';
import { LoadFailed } from '../../components/LoadFailed';
import { Notice } from '../../components/Notice';
import { SkeletonCards } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AvatarGrid, GRID_CLASS } from './AvatarGrid';
import { AVATARS_TEXTS } from './avatars-texts';
import { EmptyLibrary } from './EmptyLibrary';
import { FilterBar } from './FilterBar';
import { filtersToParams } from './library-filters';
import { useLibrary } from './useLibrary';

interface AvatarLibraryPageProps {
  /** What the route shows between the title and the library (the orders' processing banner). */
  banner?: ReactNode;
  /** False while the banner does not know yet whether it shows: the library waits, so it never moves down. */
  bannerReady?: boolean;
  /** An order is being processed: an empty library says so instead of inviting a first order. */
  processing?: boolean;
}

/** The Avatar Library (spec section 2): the account's avatars with the filter bar; the empty state, or the inline error of a failed load. */
export function AvatarLibraryPage({ banner, bannerReady = true, processing = false }: AvatarLibraryPageProps) {
  // The query cache hands its answers to React as urgent updates, each rendered in one task, on a phone a long one
  // for the cards' first frame. Drawn from a deferred copy, they come in slices that give way to input and to the
  // browser's frames (docs/decisions.md).
  const library = useDeferredValue(useLibrary());
  const { pages, items, shownFilters } = library;

  return (
    <>
      <SectionHeader title={SECTION_TITLES.avatarLibrary} description={AVATARS_TEXTS.libraryDescription} />
      {!bannerReady || library.loading ? (
        <SkeletonCards className={GRID_CLASS} />
      ) : (
        <>
          {banner}
          {library.failed ? (
            <LoadFailed message={AVATARS_TEXTS.libraryFailed} query={library.retry} />
          ) : library.empty ? (
            <EmptyLibrary processing={processing} />
          ) : (
            <>
              <FilterBar options={library.options} filters={library.applied} onChange={library.setFilters} />
              {items.length === 0 ? (
                <Notice>
                  <p className="text-gray-700 dark:text-slate-300">{AVATARS_TEXTS.noMatch}</p>
                </Notice>
              ) : (
                // A new key per set of filters starts the drawing again from the first page.
                <AvatarGrid
                  key={filtersToParams(shownFilters).toString()}
                  avatars={items}
                  total={library.total}
                  hasNext={pages.hasNextPage}
                  fetching={pages.isFetchingNextPage}
                  fetchNext={library.fetchNext}
                />
              )}
              <FadedBottom />
            </>
          )}
        </>
      )}
    </>
  );
}
