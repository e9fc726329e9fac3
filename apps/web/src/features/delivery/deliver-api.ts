import { routes, type DeliverBody, type LibraryAvatar } from '@persona/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { withoutOrder } from './open-orders';
import { openOrdersQuery } from './open-orders-api';
import { uploadPortrait } from './portrait-api';

/** routes.deliverOrder: creates the avatar and completes the order. */
export const deliverOrder = (orderId: string, body: DeliverBody) => callApi(routes.deliverOrder, { params: { id: orderId }, body });

/** A chosen portrait is uploaded first and its id goes into the delivery (as an order's attachment does). */
export async function deliverWithPortrait(orderId: string, body: DeliverBody, portrait: File | null): Promise<LibraryAvatar> {
  const img = portrait ? (await uploadPortrait(portrait)).img : '';
  return deliverOrder(orderId, { ...body, img });
}

/** On success the order leaves the open list; every order and avatar list is read again. */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, portrait }: { orderId: string; body: DeliverBody; portrait: File | null }) =>
      deliverWithPortrait(orderId, body, portrait),
    onSuccess: (_avatar, { orderId }) => {
      queryClient.setQueryData(openOrdersQuery.queryKey, (list) => list && withoutOrder(list, orderId));
      return Promise.all([['admin', 'orders'], ['orders'], ['avatars']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
