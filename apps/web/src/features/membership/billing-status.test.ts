import type { BillingSubscription } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { billingStatusLine, formatAmount } from './billing-status';

const DATE = Date.UTC(2026, 11, 24, 12);
const subscription = (fields: Partial<BillingSubscription>): BillingSubscription => ({
  planId: 'accelerator',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: DATE,
  endedAt: null,
  ...fields,
});

describe('billingStatusLine', () => {
  it('says when an active plan renews, or until when a cancelled one runs', () => {
    expect(billingStatusLine(subscription({}))).toBe('Renews on Thu, December 24, 2026');
    expect(billingStatusLine(subscription({ cancelAtPeriodEnd: true }))).toBe('Cancelled: your plan stays active until Thu, December 24, 2026');
    expect(billingStatusLine(subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: null }))).toBe('Cancelled: your plan stays active until the end of the paid period');
  });

  it('says a plan is past due, or when it ended; nothing without a subscription', () => {
    expect(billingStatusLine(subscription({ status: 'past_due' }))).toMatch(/^Payment failed/);
    expect(billingStatusLine(subscription({ status: 'canceled', endedAt: DATE }))).toBe('Your Accelerator plan ended on Thu, December 24, 2026.');
    expect(billingStatusLine(null)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('formats cents in their currency, and an unknown currency by its code', () => {
    expect(formatAmount(25_000, 'usd')).toBe('$250.00');
    expect(formatAmount(199, 'eur')).toBe('€1.99');
    expect(formatAmount(500, 'not a currency')).toBe('5.00 NOT A CURRENCY');
  });
});
