/**
 * What the orders feature shares: placing a Blueprint order and adding its sources (Create), and how an order's
 * status and its 'Company - Campaign' label read (the admin's open orders show them the same way).
 */
export { pasteSource, removeSource, uploadSource, useOrderBlueprint } from './orders-api';
export { ORDERS_TEXTS } from './orders-texts';
export { StatusCell } from './StatusCell';
