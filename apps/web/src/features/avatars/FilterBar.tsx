import { capitalizeWords, NO_FILTERS, type AvatarFilters } from '@persona/shared';
import { memo, useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { IconButton } from '../../components/IconButton';
import { SelectField } from '../../components/SelectField';
import { AVATARS_TEXTS } from './avatars-texts';
import { isFiltered, withCompany, type BarOptions } from './library-filters';

interface FilterBarProps {
  options: BarOptions;
  filters: AvatarFilters;
  onChange: (filters: AvatarFilters) => void;
}

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: capitalizeWords(name) }));

/**
 * Spec section 2, Avatar Library: Company, Campaign (of that company), Show Favorites, Reset Filters; collapsible.
 * Evidence-backed only appears once some avatar's Blueprint makes claims (a library of version-1 Blueprints never
 * sees it). Memoised: it draws again only when its filters or options change.
 */
export const FilterBar = memo(function FilterBar({ options, filters, onChange }: FilterBarProps) {
  const [expanded, setExpanded] = useState(true);
  const panelId = useId();
  const { company, campaign, favoritesOnly, evidenceOnly } = filters;
  const toggleClass = 'flex items-center gap-2 py-2.5 text-sm font-medium text-gray-700 has-disabled:opacity-50 dark:text-slate-300';

  return (
    <section aria-label={AVATARS_TEXTS.filters} className="mb-6 rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-gray-900 dark:text-white">{AVATARS_TEXTS.filters}</h2>
        <IconButton
          icon="chevron"
          label={expanded ? AVATARS_TEXTS.hideFilters : AVATARS_TEXTS.showFilters}
          expanded={expanded}
          controls={panelId}
          iconClassName={expanded ? 'rotate-180' : ''}
          onClick={() => setExpanded((open) => !open)}
        />
      </div>
      <div
        id={panelId}
        hidden={!expanded}
        className={`grid items-end gap-4 pt-3 pb-1 sm:grid-cols-2 ${options.anyEvidence ? 'lg:grid-cols-[1fr_1fr_auto_auto_auto]' : 'lg:grid-cols-[1fr_1fr_auto_auto]'}`}
      >
        <SelectField
          label={AVATARS_TEXTS.company}
          value={company !== null && options.companies.includes(company) ? company : ''}
          onChange={(next) => onChange(withCompany(filters, next))}
          placeholder={AVATARS_TEXTS.chooseCompany}
          options={asOptions(options.companies)}
        />
        <SelectField
          label={AVATARS_TEXTS.campaign}
          value={campaign !== null && options.campaigns.includes(campaign) ? campaign : ''}
          onChange={(next) => onChange({ ...filters, campaign: next })}
          placeholder={company === null ? AVATARS_TEXTS.chooseCompanyFirst : AVATARS_TEXTS.chooseCampaign}
          options={asOptions(options.campaigns)}
          disabled={company === null}
        />
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
        <button type="button" onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(filters)} className={buttonClass('secondary')}>
          {AVATARS_TEXTS.resetFilters}
        </button>
      </div>
    </section>
  );
});
