import type { OpenOrderStatus, Order } from '@persona/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { withStatus } from './open-orders';
import { openOrdersQuery } from './open-orders-api';

/** PATCH /api/admin/orders/{id}/status. */
export const setOrderStatus = ({ orderId, status }: { orderId: string; status: OpenOrderStatus }) =>
  apiFetch<Order>(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'PATCH', body: { status } });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => queryClient.setQueryData(openOrdersQuery.queryKey, (list) => list && withStatus(list, order.id, order.status)),
  });
}
