import type { Order } from '@persona/shared';

/** Spec section 4, Order: a status of 'complete' in any letter case gets the completed marker. */
export const isComplete = (status: string): boolean => status.trim().toLowerCase() === 'complete';

/** Orders without a docId are still being processed (the library banner counts them). */
export const countProcessing = (orders: readonly Pick<Order, 'docId'>[]): number => orders.filter((order) => !order.docId).length;
