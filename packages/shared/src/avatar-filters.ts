import { isEvidenceBacked, type EvidenceCoverage } from './evidence-coverage';

/** The Avatar Library's filter bar (spec): company, campaign within it, favourites only, evidence-backed only. null means "any". */
export interface AvatarFilters {
  company: string | null;
  campaign: string | null;
  favoritesOnly: boolean;
  evidenceOnly: boolean;
}

export const NO_FILTERS: AvatarFilters = { company: null, campaign: null, favoritesOnly: false, evidenceOnly: false };

interface Filterable {
  data: { companyName: string; campaignName: string; favorite: boolean };
  /** The Blueprint's evidence coverage (null or absent: no claims, never evidence-backed). */
  evidence?: EvidenceCoverage | null;
}

/** One pass over the list; names are the keys, so avatars of a deleted company can still be found. */
export function filterAvatars<T extends Filterable>(avatars: readonly T[], filters: AvatarFilters): T[] {
  const { company, campaign, favoritesOnly, evidenceOnly } = filters;
  return avatars.filter(
    ({ data, evidence }) =>
      (company === null || data.companyName === company) &&
      (campaign === null || data.campaignName === campaign) &&
      (!favoritesOnly || data.favorite) &&
      (!evidenceOnly || isEvidenceBacked(evidence ?? null)),
  );
}

/** The filter options: companies, and the campaigns of the chosen company, sorted by name. */
export function filterOptions(avatars: readonly Filterable[], company: string | null) {
  const companies = new Set<string>();
  const campaigns = new Set<string>();
  for (const { data } of avatars) {
    companies.add(data.companyName);
    if (company !== null && data.companyName === company) campaigns.add(data.campaignName);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return {
    companies: sorted(companies),
    campaigns: sorted(campaigns),
    anyFavorite: avatars.some((a) => a.data.favorite),
    anyEvidence: avatars.some((a) => (a.evidence?.total ?? 0) > 0),
  };
}
