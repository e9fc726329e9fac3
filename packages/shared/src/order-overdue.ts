/** What an order needs to tell whether it is late: when it was expected, and whether it was delivered (absent on the admin's open orders). */
export interface OverdueCheckable {
  expectedDelivery: number;
  delivered?: number | null;
  docId?: string | null;
}

/**
 * An order is overdue once its expected delivery has passed and it is still not delivered (no document, no
 * delivery time), whatever its status says ('in progress' stays overdue). The admin counts use the same rule in SQL.
 */
export const isOverdue = (order: OverdueCheckable, now: number): boolean => order.delivered == null && order.docId == null && order.expectedDelivery < now;
