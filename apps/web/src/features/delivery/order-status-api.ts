import { routes, type OpenOrderStatus } from '@persona/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { withStatus } from './open-orders';
import { openOrdersQuery } from './open-orders-api';

/** routes.setOrderStatus: pending or in progress. */
export const setOrderStatus = ({ orderId, status }: { orderId: string; status: OpenOrderStatus }) =>
  callApi(routes.setOrderStatus, { params: { id: orderId }, body: { status } });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => queryClient.setQueryData(openOrdersQuery.queryKey, (list) => list && withStatus(list, order.id, order.status)),
  });
}
