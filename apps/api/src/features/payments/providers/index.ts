import { PLAN_IDS, planById, type PlanId } from '@persona/shared';
import { paymentsDriverOf, STRIPE_PRICE_VARIABLES, type Config } from '../../../config';
import type { PaymentProvider } from './payment-provider';
import { planOfPrice, stripeProvider } from './stripe-provider';
import { testCheckoutProvider } from './test-checkout-provider';

export interface Payments {
  /** null when PAYMENTS_DRIVER=off: plans are shown, not sold. */
  provider: PaymentProvider | null;
  planOfPrice: (priceId: string | undefined) => PlanId | undefined;
}

/** The payment driver the configuration chose (validated at start: Stripe has every setting it needs). */
export function paymentsFor(config: Config): Payments {
  const driver = paymentsDriverOf(config);
  // The test driver's events name a plan by its id where Stripe's name a price.
  if (driver !== 'stripe') return { provider: driver === 'test' ? testCheckoutProvider() : null, planOfPrice: (priceId) => planById(priceId ?? '')?.id };
  const prices = Object.fromEntries(PLAN_IDS.map((id) => [id, config[STRIPE_PRICE_VARIABLES[id]]!])) as Record<PlanId, string>;
  const provider = stripeProvider({
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    prices,
    appUrl: config.appUrl,
    apiUrl: config.STRIPE_API_URL,
    toleranceSeconds: config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  });
  return { provider, planOfPrice: (priceId) => planOfPrice(prices, priceId) };
}

export type { PaymentEvent, PaymentProvider } from './payment-provider';
