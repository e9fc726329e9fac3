import { planById } from '@persona/shared';
import type { PaymentEvent } from './payment-provider';

/**
 * The events the test driver sends, built as Stripe's (the fields event-objects.ts reads, in Stripe's names), so
 * that its actions go through the same fulfilment as Stripe's webhook. Plans are named by their id where Stripe
 * names a price (the test driver's planOfPrice).
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const testId = (prefix: string) => `${prefix}${crypto.randomUUID()}`;

const event = (type: string, object: Record<string, unknown>, id = testId('test_evt_')): PaymentEvent => ({ id, type, created: nowSeconds(), data: { object } });

/** A month after the given time (the next renewal of a monthly plan). */
export function monthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** What the test driver knows of a subscription (its row), and what an action changes. */
export interface TestSubscription {
  id: string;
  accountId: string;
  productId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** customer.subscription.created/updated: the whole subscription as it is after the change. */
export function subscriptionEvent(subscription: TestSubscription, type: 'created' | 'updated' = 'updated', id?: string): PaymentEvent {
  const periodEnd = seconds(subscription.currentPeriodEnd);
  return event(
    `customer.subscription.${type}`,
    {
      id: subscription.id,
      object: 'subscription',
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      customer: null,
      metadata: { accountId: subscription.accountId, productId: subscription.productId },
      items: { data: [{ price: subscription.productId, current_period_end: periodEnd }] },
    },
    id,
  );
}

/** invoice.paid or invoice.payment_failed of a subscription's invoice for its plan's monthly price. */
export function invoiceEvent(
  outcome: 'paid' | 'payment_failed',
  invoice: { id: string; subscription: TestSubscription; billingReason: 'subscription_create' | 'subscription_cycle'; created?: number },
  id?: string,
): PaymentEvent {
  const cents = (planById(invoice.subscription.productId)?.priceUsd ?? 0) * 100;
  return event(
    `invoice.${outcome}`,
    {
      id: invoice.id,
      object: 'invoice',
      status: outcome === 'paid' ? 'paid' : 'open',
      billing_reason: invoice.billingReason,
      created: invoice.created ?? nowSeconds(),
      currency: 'usd',
      amount_due: cents,
      amount_paid: outcome === 'paid' ? cents : 0,
      hosted_invoice_url: null,
      parent: { subscription_details: { subscription: invoice.subscription.id, metadata: { accountId: invoice.subscription.accountId } } },
      lines: { data: [{ pricing: { price_details: { price: invoice.subscription.productId } } }] },
    },
    id,
  );
}

export const newTestInvoiceId = () => testId('test_in_');
