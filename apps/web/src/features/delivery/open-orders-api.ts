import { routes } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** routes.listOpenOrders: every order not yet delivered, with its brief (site admins only). */
export const fetchOpenOrders = (signal?: AbortSignal) => callApi(routes.listOpenOrders, { signal });

export const openOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders', 'open'],
  queryFn: ({ signal }) => fetchOpenOrders(signal),
});

export const useOpenOrders = () => useQuery(openOrdersQuery);
