import { formatLongDate } from '../lib/dates';
import { Badge } from './Badge';

export const OVERDUE_TEXT = 'Overdue';
const expectedOn = (ms: number) => `Expected ${formatLongDate(ms)}`;

/** The mark of an order past its expected delivery and not delivered (shared isOverdue), with the expected date. */
export function OverdueBadge({ expectedDelivery }: { expectedDelivery: number }) {
  return (
    <span title={expectedOn(expectedDelivery)} className="inline-flex items-center gap-1.5">
      <Badge tone="red">{OVERDUE_TEXT}</Badge>
      <span className="sr-only">{expectedOn(expectedDelivery)}</span>
    </span>
  );
}
