import { planById, type BillingSubscription } from '@persona/shared';
import { formatLongDate } from '../../lib/dates';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const { billing } = MEMBERSHIP_TEXTS;

/** What the membership page says of the subscription: when it renews, until when it runs, that it is past due, or when it ended. */
export function billingStatusLine(subscription: BillingSubscription | null): string | null {
  if (!subscription) return null;
  if (subscription.status === 'canceled') {
    const plan = planById(subscription.planId)?.name ?? subscription.planId;
    return subscription.endedAt === null ? null : billing.ended(plan, formatLongDate(subscription.endedAt));
  }
  if (subscription.status === 'past_due') return billing.pastDue;
  const end = subscription.currentPeriodEnd;
  if (subscription.cancelAtPeriodEnd) return end === null ? billing.endsAtUnknown : billing.endsAt(formatLongDate(end));
  return end === null ? null : billing.renews(formatLongDate(end));
}

/** An invoice's amount (in the currency's smallest unit) as money: "$250.00". */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
