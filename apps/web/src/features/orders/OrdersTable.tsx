import type { Order } from '@persona/shared';
import { DataTable } from '../../components/DataTable';
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
    <DataTable label={ORDERS_TEXTS.tableLabel} columns={COLUMNS}>
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
    </DataTable>
  );
}
