import type { Plan } from '@persona/shared';

/** The payment-event shape fulfilment reads: Stripe's Event, or one the test checkout builds the same way. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe stamps its events. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CheckoutRequest {
  accountId: string;
  userId: string;
  email: string;
  plan: Plan;
  /** The account's customer at the provider, when it paid before. */
  customerId: string | null;
}

/** A started checkout: its id (the provider's) and where the buyer's browser goes. */
export interface StartedCheckout {
  id: string;
  url: string;
}

/** A provider's view of a checkout the buyer may have paid, for fulfilment when its notification is late. */
export interface CheckoutState {
  paid: boolean;
  /** The checkout as a checkout.session.completed event carries it, when paid. */
  object: Record<string, unknown>;
}

/** What the portal needs of a way to take payment: Stripe, or the built-in test checkout. */
export interface PaymentProvider {
  kind: 'stripe' | 'test';
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** Asks the provider whether a checkout was paid (Stripe only; the test checkout is fulfilled when paid). */
  checkoutState(id: string): Promise<CheckoutState | null>;
  /** The page where the customer manages its subscription (Stripe's customer portal, or the test driver's page). */
  manageUrl(customerId: string | null): Promise<string>;
  /** Ends a subscription at the provider (one replaced by a newer plan). */
  cancelSubscription(id: string): Promise<void>;
  /** The event a webhook delivery carries, once its signature proves it came from the provider; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

export const PAYMENTS_FAILED_MESSAGE = 'The payment service could not be reached. Please try again in a moment.';
export const SIGNATURE_INVALID_MESSAGE = 'This notification is not signed by the payment service (missing, wrong or too old signature).';
