import { routes, type ActivityQuery, type AdminActivityQuery } from '@persona/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** How many entries a page of the log holds. */
export const ACTIVITY_PAGE_SIZE = 50;

const pageParams = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  staleTime: 0,
};
const cursorOf = (cursor: string | undefined) => ({ ...(cursor !== undefined && { cursor }), limit: ACTIVITY_PAGE_SIZE });

/** The owner's log of their account, a page at a time, newest first (routes.listAccountActivity). */
export const accountActivityQuery = (accountId: string, query: ActivityQuery, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: ['activity', 'account', accountId, query],
    enabled: enabled && accountId !== '',
    queryFn: ({ pageParam, signal }) => callApi(routes.listAccountActivity, { params: { id: accountId }, query: { ...query, ...cursorOf(pageParam) }, signal }),
    ...pageParams,
  });

/** Every account's log (or one account's) for site admins (routes.listAllActivity). */
export const allActivityQuery = (query: AdminActivityQuery) =>
  infiniteQueryOptions({
    queryKey: ['activity', 'all', query],
    queryFn: ({ pageParam, signal }) => callApi(routes.listAllActivity, { query: { ...query, ...cursorOf(pageParam) }, signal }),
    ...pageParams,
  });

export const useAccountActivity = (accountId: string, query: ActivityQuery, enabled: boolean) => useInfiniteQuery(accountActivityQuery(accountId, query, enabled));
export const useAllActivity = (query: AdminActivityQuery) => useInfiniteQuery(allActivityQuery(query));
