import type { Order } from '@persona/shared';
import { formatLongDate } from '../../lib/dates';
import { OrderLinkCell } from './OrderLinkCell';
import { ORDERS_TEXTS } from './orders-texts';
import { StatusCell } from './StatusCell';

const COLUMNS = [
  ORDERS_TEXTS.columns.companyCampaign,
  ORDERS_TEXTS.columns.ordered,
  ORDERS_TEXTS.columns.status,
  ORDERS_TEXTS.columns.link,
] as const;

/** The order table of spec section 2 (Orders); rows in the order given (the API sends newest first). */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table aria-label={ORDERS_TEXTS.tableLabel} className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-500 uppercase dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-slate-800">
          {orders.map((order) => {
            const label = ORDERS_TEXTS.companyCampaign(order.company, order.campaign);
            return (
              <tr key={order.id}>
                <th scope="row" className="px-5 py-3 font-medium text-gray-900 dark:text-slate-100">
                  {label}
                </th>
                <td className="px-5 py-3 whitespace-nowrap text-gray-600 dark:text-slate-300">
                  <time dateTime={new Date(order.ordered).toISOString()}>{formatLongDate(order.ordered)}</time>
                </td>
                <td className="px-5 py-3">
                  <StatusCell status={order.status} />
                </td>
                <td className="px-5 py-3">
                  <OrderLinkCell docId={order.docId} label={label} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
