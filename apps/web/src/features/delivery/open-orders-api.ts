import type { OpenOrder } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** GET /api/admin/orders/open: every order not yet delivered, with its brief (site admins only). */
export const fetchOpenOrders = (signal?: AbortSignal) => apiFetch<OpenOrder[]>('/admin/orders/open', { signal });

export const openOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders', 'open'],
  queryFn: ({ signal }) => fetchOpenOrders(signal),
});

export const useOpenOrders = () => useQuery(openOrdersQuery);
