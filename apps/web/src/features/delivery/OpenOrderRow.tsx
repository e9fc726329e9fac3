import { isOverdue, type OpenOrder } from '@persona/shared';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { OverdueBadge } from '../../components/OverdueBadge';
import { adminOrderPath } from '../../lib/paths';
import { ORDERS_TEXTS } from '../orders';
import { DELIVERY_TEXTS } from './delivery-texts';
import { MarkInProgressButton } from './MarkInProgressButton';
import { isPending } from './open-orders';
import { OrderBrief } from './OrderBrief';
import { useNow } from '../../lib/use-now';

/** One open order: its brief, Mark in progress, and Deliver, which opens the order's delivery console. */
export const OpenOrderRow = memo(function OpenOrderRow({ order }: { order: OpenOrder }) {
  const now = useNow();
  const headingId = useId();
  const label = ORDERS_TEXTS.companyCampaign(order.company, order.campaign);
  return (
    <li>
      <article aria-labelledby={headingId}>
        <div className="flex flex-col gap-4 px-5 py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-base font-semibold text-gray-900 dark:text-slate-100">
                {label}
              </h3>
              {isOverdue(order, now) && <OverdueBadge expectedDelivery={order.expectedDelivery} />}
            </div>
            <div className="flex flex-wrap gap-2">
              {isPending(order) && <MarkInProgressButton orderId={order.id} />}
              <Link to={adminOrderPath(order.id)} aria-label={DELIVERY_TEXTS.deliverOf(label)} className={buttonClass('primary')}>
                {DELIVERY_TEXTS.deliver}
              </Link>
            </div>
          </div>
          <OrderBrief order={order} />
        </div>
      </article>
    </li>
  );
});
