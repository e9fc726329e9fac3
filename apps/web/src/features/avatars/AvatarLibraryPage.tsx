import type { ReactNode } from 'react';
import { FadedBottom } from '../../components/FadedBottom';
import { Notice } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AvatarGrid } from './AvatarGrid';
import { useAccountAvatars } from './avatars-api';
import { AVATARS_TEXTS } from './avatars-texts';
import { EmptyLibrary } from './EmptyLibrary';
import { FilterBar } from './FilterBar';
import { filtersToParams } from './library-filters';
import { useFilteredAvatars, useLibraryFilters } from './useLibraryFilters';

/**
 * The Avatar Library (spec section 2): the account's avatars with the filter bar, or the empty state.
 * banner: what the route shows between the title and the library (the orders' processing banner).
 */
export function AvatarLibraryPage({ banner }: { banner?: ReactNode }) {
  const { data: avatars } = useAccountAvatars();
  const { filters, setFilters } = useLibraryFilters();
  const { options, applied, matching } = useFilteredAvatars(avatars, filters);

  return (
    <>
      <SectionHeader title={SECTION_TITLES.avatarLibrary} description={AVATARS_TEXTS.libraryDescription} />
      {banner}
      {avatars.length === 0 ? (
        <EmptyLibrary />
      ) : (
        <>
          <FilterBar options={options} filters={applied} onChange={setFilters} />
          {matching.length === 0 ? (
            <Notice>
              <p className="text-gray-700 dark:text-slate-300">{AVATARS_TEXTS.noMatch}</p>
            </Notice>
          ) : (
            // A new key per filter starts the paging again from the first page.
            <AvatarGrid key={filtersToParams(applied).toString()} avatars={matching} />
          )}
          <FadedBottom />
        </>
      )}
    </>
  );
}
