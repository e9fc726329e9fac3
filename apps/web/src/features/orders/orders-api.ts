import { routes, type BlueprintOrderBody, type Order } from '@persona/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { retryTransient } from '../../lib/retry-transient';

/**
 * The order calls (spec section 7, Orders): the account's orders, the order's sources (uploaded or pasted
 * before the order, read into passages on the server; removable while the order is pending) and placing a
 * Blueprint order.
 */

/** One page of the account's orders, newest first (routes.listOrderPage); cursor: the previous page's nextCursor. */
export const fetchOrderPage = (accountId: string, cursor?: string, signal?: AbortSignal) =>
  callApi(routes.listOrderPage, { params: { accountId }, query: { ...(cursor !== undefined && { cursor }), limit: ORDERS_PAGE_SIZE }, signal });

/** How many orders are still being processed (routes.countProcessingOrders): the library's banner. */
export const fetchProcessingCount = async (accountId: string, signal?: AbortSignal) =>
  (await callApi(routes.countProcessingOrders, { params: { accountId }, signal, early: true })).count;

/** routes.uploadSource as multipart/form-data (one field "file"): answers the source with its passage count. */
export function uploadSource(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(routes.uploadSource, { body: form });
}

export const pasteSource = (label: string, text: string) => callApi(routes.pasteSource, { body: { label, text } });

export const removeSource = (id: string) => callApi(routes.removeSource, { params: { id } });

export const placeBlueprintOrder = (body: BlueprintOrderBody) => callApi(routes.orderBlueprint, { body });

/** How long to wait before sending an order again whose request failed on the way (no answer, or 502/503/504). */
export const ORDER_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/**
 * Spec section 7: the order's sources were uploaded as they were added (their ids and the first file's key are in
 * the body). An order whose request failed on the way is sent again, unchanged: its id (data.id, made once by
 * blueprintOrderBody) is the server's idempotency key, so an order that did go through is answered again and
 * never charged twice.
 */
export const orderBlueprint = (body: BlueprintOrderBody, retryDelaysMs: readonly number[] = ORDER_RETRY_DELAYS_MS): Promise<Order> =>
  retryTransient(() => placeBlueprintOrder(body), retryDelaysMs);

/** Every cached order list sits under this key. */
const ORDERS_KEY = ['orders'] as const;

/** How many orders /orders asks for at a time. */
export const ORDERS_PAGE_SIZE = 50;

/** The account's orders a page at a time, newest first (the server sorts them): /orders. */
export const orderPagesQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'pages', accountId],
    enabled: accountId !== '',
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchOrderPage(accountId, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOrderPages = (accountId: string) => useInfiniteQuery(orderPagesQuery(accountId));

/** The processing banner's count (one small answer, not the order list). */
export const processingCountQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'processing', accountId],
    enabled: accountId !== '',
    queryFn: ({ signal }) => fetchProcessingCount(accountId, signal),
  });

export const useProcessingCount = (accountId: string) => useQuery(processingCountQuery(accountId));

/** Places the order; the order lists are fetched again either way. */
export function useOrderBlueprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlueprintOrderBody) => orderBlueprint(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/**
 * Removes a source from an order still pending (the server answers SOURCES_LOCKED once it is in progress); the
 * order lists are fetched again either way, so a started order shows its new status.
 */
export function useRemoveOrderSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
