import type { OpenOrder } from '@persona/shared';

/** The list with one order's status replaced (the others stay the same objects). */
export const withStatus = (orders: readonly OpenOrder[], orderId: string, status: string): OpenOrder[] =>
  orders.map((order) => (order.id === orderId ? { ...order, status } : order));

/** The list without a delivered order. */
export const withoutOrder = (orders: readonly OpenOrder[], orderId: string): OpenOrder[] => orders.filter((order) => order.id !== orderId);

export const isPending = (order: Pick<OpenOrder, 'status'>) => order.status.toLowerCase() === 'pending';

/** The file name the customer uploaded: the stored key's last part without its unique prefix. */
export const attachmentName = (key: string): string => (key.split('/').pop() ?? key).replace(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}-/, '');
