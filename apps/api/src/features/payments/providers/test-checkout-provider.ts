import { AppError } from '../../../lib/errors';
import type { PaymentProvider } from './payment-provider';

export const TEST_CHECKOUT_PREFIX = 'test_cs_';
export const testCheckoutPath = (id: string) => `/checkout/test/${encodeURIComponent(id)}`;
/** The test driver's page standing in for Stripe's customer portal. */
export const TEST_BILLING_PATH = '/billing/test';

/**
 * The embedded default: a checkout page the portal serves itself (test mode, no payment is taken). Paying it
 * runs the same fulfilment as a Stripe webhook (payments.service payTestCheckout); there is no webhook to verify.
 */
export function testCheckoutProvider(): PaymentProvider {
  return {
    kind: 'test',
    startCheckout: async () => {
      const id = `${TEST_CHECKOUT_PREFIX}${crypto.randomUUID()}`;
      return { id, url: testCheckoutPath(id) };
    },
    checkoutState: async () => null,
    manageUrl: async () => TEST_BILLING_PATH,
    cancelSubscription: async () => {},
    verifyWebhook: async () => {
      throw new AppError('NOT_FOUND', STRIPE_NOT_CONFIGURED);
    },
  };
}

export const STRIPE_NOT_CONFIGURED = 'Stripe payments are not configured on this portal.';
