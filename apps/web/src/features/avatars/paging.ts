import type { AvatarFilters, AvatarPageQuery } from '@persona/shared';

/** How many cards the library asks the server for at a time (one page), and draws at first. */
export const PAGE_SIZE = 48;

/** The next number of cards to draw: one page more, never more than there are. */
export const nextCount = (shown: number, total: number, page = PAGE_SIZE): number => Math.min(total, Math.max(shown, 0) + page);

/** What is drawn of a list of total cards when `shown` are wanted. */
export const drawnCount = (shown: number, total: number): number => Math.min(shown, total);

/** The query of routes.listAvatarPage for these filters (a campaign only within its company) from a cursor. */
export function pageQuery({ company, campaign, favoritesOnly, evidenceOnly }: AvatarFilters, cursor?: string, limit = PAGE_SIZE): AvatarPageQuery {
  return {
    ...(company !== null && { company }),
    ...(company !== null && campaign !== null && { campaign }),
    ...(favoritesOnly && { favorites: 'true' as const }),
    ...(evidenceOnly && { evidence: 'true' as const }),
    ...(cursor !== undefined && { cursor }),
    limit,
  };
}

/** The cards of the pages fetched so far, in order (a page that overlaps the one before is not drawn twice). */
export function pagedItems<T extends { id: string }>(pages: readonly { items: readonly T[] }[] | undefined): T[] {
  if (!pages) return [];
  if (pages.length === 1) return pages[0]!.items as T[];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
