import { FadedBottom } from '../../components/FadedBottom';
import { Notice } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { ProcessingBanner } from '../orders/ProcessingBanner';
import { AvatarGrid } from './AvatarGrid';
import { useAccountAvatars } from './avatars-api';
import { AVATARS_TEXTS } from './avatars-texts';
import { EmptyLibrary } from './EmptyLibrary';
import { FilterBar } from './FilterBar';
import { filtersToParams } from './library-filters';
import { useFilteredAvatars, useLibraryFilters } from './useLibraryFilters';

/** / (spec section 2): the processing banner, then the account's avatars with the filter bar, or the empty state. */
export default function AvatarLibraryPage() {
  const { data: avatars } = useAccountAvatars();
  const { filters, setFilters } = useLibraryFilters();
  const { options, applied, matching } = useFilteredAvatars(avatars, filters);

  return (
    <>
      <SectionHeader title={SECTION_TITLES.avatarLibrary} description={AVATARS_TEXTS.libraryDescription} />
      <ProcessingBanner />
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
