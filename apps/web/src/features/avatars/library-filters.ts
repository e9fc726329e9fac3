import type { AvatarFilterOptions, AvatarFilters } from '@persona/shared';

/**
 * The filter bar's state lives in the address (?company=…&campaign=…&favorites=1&evidence=1), so going back from an
 * avatar's detail page, or reloading, finds the library filtered as it was.
 */
const KEYS = { company: 'company', campaign: 'campaign', favorites: 'favorites', evidence: 'evidence' } as const;

/** A campaign only counts within its company (spec: campaigns are limited to the chosen company). */
export function filtersFromParams(params: URLSearchParams): AvatarFilters {
  const company = params.get(KEYS.company);
  return {
    company,
    campaign: company === null ? null : params.get(KEYS.campaign),
    favoritesOnly: params.get(KEYS.favorites) === '1',
    evidenceOnly: params.get(KEYS.evidence) === '1',
  };
}

export function filtersToParams({ company, campaign, favoritesOnly, evidenceOnly }: AvatarFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (company !== null) params.set(KEYS.company, company);
  if (company !== null && campaign !== null) params.set(KEYS.campaign, campaign);
  if (favoritesOnly) params.set(KEYS.favorites, '1');
  if (evidenceOnly) params.set(KEYS.evidence, '1');
  return params;
}

/** Another company: its campaigns differ, so the campaign choice goes. */
export const withCompany = (filters: AvatarFilters, company: string): AvatarFilters => ({ ...filters, company, campaign: null });

/**
 * With no favourite left the Show Favorites checkbox is disabled, so it must not keep filtering either
 * (un-starring the last favourite would otherwise leave an empty list the user cannot undo there); the same for
 * the evidence toggle, which is not shown while no avatar has evidence.
 */
export function applicableFilters(filters: AvatarFilters, { anyFavorite, anyEvidence }: Pick<BarOptions, 'anyFavorite' | 'anyEvidence'>): AvatarFilters {
  const favoritesOnly = filters.favoritesOnly && anyFavorite;
  const evidenceOnly = filters.evidenceOnly && anyEvidence;
  return favoritesOnly === filters.favoritesOnly && evidenceOnly === filters.evidenceOnly ? filters : { ...filters, favoritesOnly, evidenceOnly };
}

export const isFiltered = ({ company, campaign, favoritesOnly, evidenceOnly }: AvatarFilters): boolean =>
  company !== null || campaign !== null || favoritesOnly || evidenceOnly;

/** What the filter bar offers: every company, the campaigns of the chosen one, whether any avatar is a favourite or has evidence. */
export interface BarOptions {
  companies: string[];
  campaigns: string[];
  anyFavorite: boolean;
  anyEvidence: boolean;
}

/**
 * The filter bar's options from the server's (routes.listAvatarFilters); before they arrive, none. A favourite
 * and evidence are assumed possible meanwhile, so a ?favorites=1 or ?evidence=1 address is asked as it is rather
 * than fetched twice.
 */
export function barOptions(options: AvatarFilterOptions | undefined, company: string | null): BarOptions {
  if (!options) return { companies: company === null ? [] : [company], campaigns: [], anyFavorite: true, anyEvidence: true };
  const chosen = company === null ? undefined : options.companies.find(({ name }) => name === company);
  return {
    companies: options.companies.map(({ name }) => name),
    campaigns: chosen?.campaigns ?? [],
    anyFavorite: options.anyFavorite,
    anyEvidence: options.anyEvidence,
  };
}
