import { isOverdue, type OpenOrder } from '@persona/shared';
import { memo, useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { OverdueBadge } from '../../components/OverdueBadge';
import { ORDERS_TEXTS } from '../orders';
import { DELIVERY_TEXTS } from './delivery-texts';
import { DeliveryForm } from './DeliveryForm';
import { MarkInProgressButton } from './MarkInProgressButton';
import { isPending } from './open-orders';
import { OrderBrief } from './OrderBrief';
import { useNow } from '../../lib/use-now';

/** One open order: its brief, its actions and, once Deliver is pressed, the delivery form below it. */
export const OpenOrderRow = memo(function OpenOrderRow({ order }: { order: OpenOrder }) {
  const [delivering, setDelivering] = useState(false);
  const now = useNow();
  const headingId = useId();
  const formId = useId();
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
              <button
                type="button"
                aria-expanded={delivering}
                aria-controls={formId}
                onClick={() => setDelivering((open) => !open)}
                className={buttonClass(delivering ? 'secondary' : 'primary')}
              >
                {DELIVERY_TEXTS.deliver}
              </button>
            </div>
          </div>
          <OrderBrief order={order} />
        </div>
        {delivering && <DeliveryForm id={formId} order={order} label={label} />}
      </article>
    </li>
  );
});
