import { isOverdue, type Order } from '@persona/shared';
import { Fragment, useId, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { OverdueBadge } from '../../components/OverdueBadge';
import { formatLongDate } from '../../lib/dates';
import { OrderLinkCell } from './OrderLinkCell';
import { OrderSources } from './OrderSources';
import { ORDERS_TEXTS } from './orders-texts';
import { SourcesCell } from './SourcesCell';
import { StatusCell } from './StatusCell';
import { useNow } from '../../lib/use-now';

const COLUMNS = [
  ORDERS_TEXTS.columns.companyCampaign,
  ORDERS_TEXTS.columns.ordered,
  ORDERS_TEXTS.columns.status,
  ORDERS_TEXTS.columns.sources,
  ORDERS_TEXTS.columns.link,
] as const;

/**
 * The order table of spec section 2 (Orders); rows in the order given (the API sends newest first). An order's
 * Sources cell opens its sources in a row of their own below it.
 */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const id = useId();
  const [opened, setOpened] = useState<string | null>(null);
  const now = useNow();
  return (
    <DataTable label={ORDERS_TEXTS.tableLabel} columns={COLUMNS}>
      {orders.map((order) => {
        const label = ORDERS_TEXTS.companyCampaign(order.company, order.campaign);
        const detailId = `${id}-${order.id}`;
        // An order whose last source was removed has nothing left to show.
        const expanded = opened === order.id && order.sources.length > 0;
        return (
          <Fragment key={order.id}>
            <tr>
              <th scope="row" className="px-5 py-3 font-medium text-gray-900 dark:text-slate-100">
                {label}
              </th>
              <td className="px-5 py-3 text-gray-600 md:whitespace-nowrap dark:text-slate-300">
                <time dateTime={new Date(order.ordered).toISOString()}>{formatLongDate(order.ordered)}</time>
              </td>
              <td className="px-5 py-3">
                <span className="inline-flex flex-wrap items-center gap-1.5">
                  <StatusCell status={order.status} />
                  {isOverdue(order, now) && <OverdueBadge expectedDelivery={order.expectedDelivery} />}
                </span>
              </td>
              <td className="px-5 py-3">
                <SourcesCell sources={order.sources} expanded={expanded} controls={detailId} onToggle={() => setOpened(expanded ? null : order.id)} />
              </td>
              <td className="px-5 py-3">
                <OrderLinkCell docId={order.docId} label={label} />
              </td>
            </tr>
            {expanded && (
              <tr id={detailId}>
                <td colSpan={COLUMNS.length} className="bg-gray-50 px-5 py-4 dark:bg-slate-900">
                  <OrderSources order={order} label={label} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
