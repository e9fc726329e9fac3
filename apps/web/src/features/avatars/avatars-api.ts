import { routes, type AvatarFilterOptions, type AvatarFilters, type AvatarPage } from '@persona/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session/useSession';
import { pageQuery } from './paging';

/** Every cached avatar answer (pages, filter options and snapshots) sits under this key. */
export const AVATARS_KEY = ['avatars'] as const;

/** The library's pages of one account, one cached list of pages per set of filters. */
export const avatarPagesKey = (accountId: string) => [...AVATARS_KEY, 'pages', accountId] as const;
export const avatarFiltersKey = (accountId: string) => [...AVATARS_KEY, 'filters', accountId] as const;

/** A page as cached: the server's answer plus the filters it was asked with (the grid restarts when they change). */
export interface LibraryPage extends AvatarPage {
  filters: AvatarFilters;
}

/**
 * One page of the library (routes.listAvatarPage). A failure is an error, never an empty page: the screen says
 * the library could not be loaded and offers Try Again (docs/decisions.md, "A failed load is an inline error").
 */
export async function fetchAvatarPage(accountId: string, filters: AvatarFilters, cursor?: string, signal?: AbortSignal): Promise<LibraryPage> {
  // The first page may be the one index.html asked for on load (lib/prefetched-calls.ts).
  const page = await callApi(routes.listAvatarPage, { params: { accountId }, query: pageQuery(filters, cursor), signal, early: cursor === undefined });
  return { ...page, filters };
}

/**
 * The filter bar's options and the library's size (routes.listAvatarFilters), one small answer; it may be the
 * one index.html asked for on load (lib/prefetched-calls.ts).
 */
export const fetchAvatarFilters = (accountId: string, signal?: AbortSignal): Promise<AvatarFilterOptions> =>
  callApi(routes.listAvatarFilters, { params: { accountId }, signal, early: true });

export const avatarPagesQuery = (accountId: string, filters: AvatarFilters) =>
  infiniteQueryOptions({
    queryKey: [...avatarPagesKey(accountId), filters] as const,
    enabled: accountId !== '',
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchAvatarPage(accountId, filters, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Fresh for a while after a fetch or a change: a screen mounting meanwhile must not refetch, since a page
    // read while a favourite or rename is still being written would bring back the old value.
    staleTime: 30_000,
  });

export const avatarFiltersQuery = (accountId: string) =>
  queryOptions({
    queryKey: avatarFiltersKey(accountId),
    enabled: accountId !== '',
    queryFn: ({ signal }) => fetchAvatarFilters(accountId, signal),
    staleTime: 30_000,
  });

/**
 * The library's pages for these filters, fetched when the library is visited (never during sign-in). While the
 * first page of new filters is on its way the previous filters' pages stay shown, so nothing flashes.
 */
export function useAvatarPages(filters: AvatarFilters) {
  const accountId = useSession().account?.id ?? '';
  return useInfiniteQuery({ ...avatarPagesQuery(accountId, filters), placeholderData: keepPreviousData });
}

/**
 * The filter bar's options (`options`: undefined until they arrive, or when they could not be read), and whether
 * their first answer is still awaited (`awaited`: false once it came or failed).
 */
export function useAvatarFilterOptions() {
  const accountId = useSession().account?.id ?? '';
  const query = useQuery(avatarFiltersQuery(accountId));
  return { options: query.data, awaited: query.isPending && query.failureCount === 0 };
}
