import { capitalizeWords } from '@persona/shared';
import type { OpenOrder } from '@persona/shared';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../lib/dates';
import { StatusCell } from '../orders';
import { AttachmentLink } from './AttachmentLink';
import { DELIVERY_TEXTS } from './delivery-texts';
import { CAPTION_CLASS } from '../../components/text-styles';

function Entry({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-full' : ''}>
      <dt className={CAPTION_CLASS}>{term}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-gray-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

const DateText = ({ ms }: { ms: number }) => <time dateTime={new Date(ms).toISOString()}>{formatLongDate(ms)}</time>;

/**
 * What the customer ordered and when: everything the admin needs to write the Blueprint. Narrow, it keeps to two
 * columns whatever the window's width (the delivery console's pinned column).
 */
export function OrderBrief({ order, narrow = false }: { order: OpenOrder; narrow?: boolean }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${narrow ? 'grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5'}`}>
      <Entry term={DELIVERY_TEXTS.account}>{capitalizeWords(order.accountName)}</Entry>
      <Entry term={DELIVERY_TEXTS.orderedBy}>{order.orderedBy}</Entry>
      <Entry term={DELIVERY_TEXTS.ordered}>
        <DateText ms={order.ordered} />
      </Entry>
      <Entry term={DELIVERY_TEXTS.expectedDelivery}>
        <DateText ms={order.expectedDelivery} />
      </Entry>
      <Entry term={DELIVERY_TEXTS.status}>
        <StatusCell status={order.status} />
      </Entry>
      {order.refreshOf && <Entry term={DELIVERY_TEXTS.refreshTerm}>{capitalizeWords(order.refreshOf.name)}</Entry>}
      <Entry term={DELIVERY_TEXTS.product} wide>
        {order.product}
      </Entry>
      <Entry term={DELIVERY_TEXTS.context} wide>
        {order.context || DELIVERY_TEXTS.noContext}
      </Entry>
      {order.attachment && (
        <Entry term={DELIVERY_TEXTS.attachment}>
          <AttachmentLink fileKey={order.attachment} />
        </Entry>
      )}
    </dl>
  );
}
