import type { PlanId } from '@persona/shared';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/errors';
import { loadOnce } from '../../../lib/load-once';
import { PAYMENTS_FAILED_MESSAGE, SIGNATURE_INVALID_MESSAGE, type PaymentEvent, type PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's price id of each plan. */
  prices: Record<PlanId, string>;
  appUrl: string;
  /** Another API address (a stand-in); unset: api.stripe.com. */
  apiUrl?: string;
  toleranceSeconds: number;
}

const apiAddress = (apiUrl: string | undefined) => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
};

/** Stripe's failures (network, API, its package not loading) become one clear 502; the cause goes to the log through the error's cause. */
async function viaStripe<T>(client: () => Promise<Stripe>, action: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await action(await client());
  } catch (error) {
    throw new AppError('PAYMENTS_FAILED', PAYMENTS_FAILED_MESSAGE, { cause: error });
  }
}

/** Stripe Checkout in subscription mode, and Stripe's signed webhooks. The Stripe package loads on the first call. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const client = loadOnce(async () => {
    const { default: StripeClient } = await import('stripe');
    return new StripeClient(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...apiAddress(settings.apiUrl) });
  });
  return {
    kind: 'stripe',
    startCheckout: ({ accountId, userId, email, plan, customerId }) =>
      viaStripe(client, async (stripe) => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.prices[plan.id], quantity: 1 }],
          client_reference_id: accountId,
          metadata: { accountId, productId: plan.id, userId },
          subscription_data: { metadata: { accountId, productId: plan.id } },
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          success_url: `${settings.appUrl}/payment_success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${settings.appUrl}/settings/membership`,
        });
        if (!session.url) throw new Error('Stripe answered a Checkout Session without a url.');
        return { id: session.id, url: session.url };
      }),
    checkoutState: (id) =>
      viaStripe(client, async (stripe) => {
        const session = await stripe.checkout.sessions.retrieve(id);
        const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
        return { paid, object: session as unknown as Record<string, unknown> };
      }),
    manageUrl: (customerId) =>
      viaStripe(client, async (stripe) => {
        if (!customerId) throw new Error('No Stripe customer to open the customer portal for.');
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${settings.appUrl}/settings/membership` });
        return session.url;
      }),
    cancelSubscription: (id) =>
      viaStripe(client, async (stripe) => {
        await stripe.subscriptions.cancel(id);
      }),
    verifyWebhook: async (rawBody, signature) => {
      if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
      const stripe = await client();
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, settings.toleranceSeconds) as unknown as PaymentEvent;
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
      }
    },
  };
}

/** The plan a Stripe price id stands for (renewal invoices name the price). */
export const planOfPrice = (prices: Record<PlanId, string>, priceId: string | undefined): PlanId | undefined =>
  priceId ? (Object.entries(prices) as [PlanId, string][]).find(([, id]) => id === priceId)?.[0] : undefined;
