import { capitalizeWords, NO_FILTERS, type AvatarFilters } from '@persona/shared';
import { memo } from 'react';
import { buttonClass } from '../../components/button-styles';
import { SelectField } from '../../components/SelectField';
import { AVATARS_TEXTS } from './avatars-texts';
import { isFiltered, withCompany, type BarOptions } from './library-filters';

interface FilterBarProps {
  options: BarOptions;
  filters: AvatarFilters;
  onChange: (filters: AvatarFilters) => void;
}

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: capitalizeWords(name) }));

/** A select with its label at its left, so the bar stays one line (the field itself is the shared SelectField). */
const INLINE_FIELD = 'w-full min-w-0 sm:w-auto [&_label]:whitespace-nowrap sm:[&_select]:w-56 [&>div]:flex-row [&>div]:items-center [&>div]:gap-2';

/**
 * Spec section 2, Avatar Library: Company, Campaign (of that company), Show Favorites, Reset Filters, as one
 * toolbar line above the cards (it wraps on a narrow screen). Evidence-backed only appears once some avatar's
 * Blueprint makes claims (a library of version-1 Blueprints never sees it). Memoised: it draws again only when its
 * filters or options change.
 */
export const FilterBar = memo(function FilterBar({ options, filters, onChange }: FilterBarProps) {
  const { company, campaign, favoritesOnly, evidenceOnly } = filters;
  const toggleClass = 'flex items-center gap-2 py-2 text-sm font-medium whitespace-nowrap text-gray-700 has-disabled:opacity-50 dark:text-slate-300';

  return (
    <section aria-label={AVATARS_TEXTS.filters} className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2">
      <div className={INLINE_FIELD}>
        <SelectField
          label={AVATARS_TEXTS.company}
          value={company !== null && options.companies.includes(company) ? company : ''}
          onChange={(next) => onChange(withCompany(filters, next))}
          placeholder={AVATARS_TEXTS.chooseCompany}
          options={asOptions(options.companies)}
        />
      </div>
      <div className={INLINE_FIELD}>
        <SelectField
          label={AVATARS_TEXTS.campaign}
          value={campaign !== null && options.campaigns.includes(campaign) ? campaign : ''}
          onChange={(next) => onChange({ ...filters, campaign: next })}
          placeholder={company === null ? AVATARS_TEXTS.chooseCompanyFirst : AVATARS_TEXTS.chooseCampaign}
          options={asOptions(options.campaigns)}
          disabled={company === null}
        />
      </div>
      <label className={toggleClass}>
        <input
          type="checkbox"
          checked={favoritesOnly}
          disabled={!options.anyFavorite}
          onChange={(event) => onChange({ ...filters, favoritesOnly: event.target.checked })}
          className="size-4 accent-indigo-600"
        />
        {AVATARS_TEXTS.showFavorites}
      </label>
      {options.anyEvidence && (
        <label className={toggleClass}>
          <input
            type="checkbox"
            checked={evidenceOnly}
            onChange={(event) => onChange({ ...filters, evidenceOnly: event.target.checked })}
            className="size-4 accent-indigo-600"
          />
          {AVATARS_TEXTS.evidenceOnly}
        </label>
      )}
      <button type="button" onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(filters)} className={`${buttonClass('secondary')} ml-auto`}>
        {AVATARS_TEXTS.resetFilters}
      </button>
    </section>
  );
});
