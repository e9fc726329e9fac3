import { randomBytes } from 'node:crypto';
import { endpoints, type CreditTransaction, type Membership, type PlanId } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { accounts } from '../features/accounts/accounts.tables';
import { paymentEvents } from '../features/payments/payments.tables';
import type { Member } from './auth-helpers';
import { callOk } from './call';
import type { FakeCheckoutSession, FakeStripe } from './fakes/fake-stripe';

export const WEBHOOK_SECRET = 'whsec_test_portal_webhook_secret';
export const STRIPE_PRICES: Record<PlanId, string> = { studio: 'price_test_studio', accelerator: 'price_test_accelerator', agency: 'price_test_agency' };

/** The configuration of a portal that takes payment through the fake Stripe (createTestApp's env). */
export const stripeEnv = (fake: FakeStripe): Record<string, string> => ({
  PAYMENTS_DRIVER: 'stripe',
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_STUDIO: STRIPE_PRICES.studio,
  STRIPE_PRICE_ACCELERATOR: STRIPE_PRICES.accelerator,
  STRIPE_PRICE_AGENCY: STRIPE_PRICES.agency,
  STRIPE_API_URL: fake.url,
});

export const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/** A Stripe event (snapshot payload) around an object; `created` in seconds, as Stripe stamps it. */
export interface StripeTestEvent {
  id: string;
  object: 'event';
  api_version: string;
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

const stripeEvent = (type: string, object: Record<string, unknown>, { id, created }: { id?: string; created?: number }): StripeTestEvent => ({
  id: id ?? randomId('evt_test_'),
  object: 'event',
  api_version: '2025-09-30.clover',
  type,
  created: created ?? nowSeconds(),
  livemode: false,
  data: { object },
});

export interface CheckoutEventOptions {
  accountId: string;
  productId: string;
  sessionId?: string;
  subscription?: string | null;
  customer?: string;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
  id?: string;
  created?: number;
}

/** checkout.session.completed of a subscription checkout (paid unless told otherwise). */
export function checkoutCompletedEvent(options: CheckoutEventOptions): StripeTestEvent {
  return stripeEvent(
    options.type ?? 'checkout.session.completed',
    {
      id: options.sessionId ?? randomId('cs_test_'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: options.paymentStatus ?? 'paid',
      client_reference_id: options.accountId,
      metadata: { accountId: options.accountId, productId: options.productId },
      subscription: options.subscription === undefined ? randomId('sub_') : options.subscription,
      customer: options.customer ?? randomId('cus_'),
    },
    options,
  );
}

/** The checkout.session.completed Stripe sends once the buyer paid that session (the fake's session). */
export const paidEvent = (session: FakeCheckoutSession, options: Partial<CheckoutEventOptions> = {}): StripeTestEvent =>
  checkoutCompletedEvent({
    accountId: session.client_reference_id!,
    productId: session.metadata.productId!,
    sessionId: session.id,
    subscription: session.subscription,
    customer: session.customer ?? undefined,
    ...options,
  });

export interface InvoiceEventOptions {
  subscription: string;
  price: string;
  billingReason?: string;
  /** The invoice's id (a failed invoice paid later keeps its id). */
  invoiceId?: string;
  /** In cents. */
  amount?: number;
  /** When the invoice was created (seconds; default: the event's time). */
  issued?: number;
  id?: string;
  created?: number;
}

/** invoice.paid or invoice.payment_failed of a subscription, naming it and the price in the fields of API versions from 2025-03-31. */
function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', options: InvoiceEventOptions): StripeTestEvent {
  const invoiceId = options.invoiceId ?? randomId('in_');
  const amount = options.amount ?? 25_000;
  const paid = type === 'invoice.paid';
  return stripeEvent(
    type,
    {
      id: invoiceId,
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      billing_reason: options.billingReason ?? 'subscription_cycle',
      created: options.issued ?? options.created ?? nowSeconds(),
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      hosted_invoice_url: `https://invoice.stripe.test/i/${invoiceId}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: options.subscription, metadata: {} } },
      lines: {
        object: 'list',
        data: [{ id: randomId('il_'), object: 'line_item', pricing: { type: 'price_details', price_details: { price: options.price, product: 'prod_test' } } }],
      },
    },
    options,
  );
}

/** invoice.paid: a renewal (subscription_cycle) unless told otherwise. */
export const renewalInvoiceEvent = (options: InvoiceEventOptions): StripeTestEvent => invoiceEvent('invoice.paid', options);

/** invoice.payment_failed: a renewal whose payment failed (the subscription is then past due). */
export const invoiceFailedEvent = (options: InvoiceEventOptions): StripeTestEvent => invoiceEvent('invoice.payment_failed', options);

export interface SubscriptionSnapshotOptions {
  subscription: string;
  accountId?: string;
  productId?: string;
  price: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  /** Seconds; the portal's cancellation may set a date instead of cancel_at_period_end. */
  cancelAt?: number | null;
  /** The period's end, in seconds (default: 30 days after the event). */
  periodEnd?: number;
  customer?: string;
  type?: 'customer.subscription.created' | 'customer.subscription.updated';
  id?: string;
  created?: number;
}

/** customer.subscription.updated (or created): the whole subscription, its period on its item as API versions from 2025-03-31 put it. */
export function subscriptionUpdatedEvent(options: SubscriptionSnapshotOptions): StripeTestEvent {
  const metadata = { ...(options.accountId ? { accountId: options.accountId } : {}), ...(options.productId ? { productId: options.productId } : {}) };
  const periodEnd = options.periodEnd ?? (options.created ?? nowSeconds()) + 30 * 86_400;
  return stripeEvent(
    options.type ?? 'customer.subscription.updated',
    {
      id: options.subscription,
      object: 'subscription',
      status: options.status ?? 'active',
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      cancel_at: options.cancelAt ?? null,
      customer: options.customer ?? null,
      metadata,
      items: { object: 'list', data: [{ id: randomId('si_'), object: 'subscription_item', current_period_end: periodEnd, price: { id: options.price, object: 'price' } }] },
    },
    options,
  );
}

/** customer.subscription.deleted: the subscription ended (cancelled, or unpaid for too long). */
export function subscriptionDeletedEvent(options: { subscription: string; accountId?: string; productId?: string; customer?: string; id?: string; created?: number }): StripeTestEvent {
  const metadata = { ...(options.accountId ? { accountId: options.accountId } : {}), ...(options.productId ? { productId: options.productId } : {}) };
  return stripeEvent('customer.subscription.deleted', { id: options.subscription, object: 'subscription', status: 'canceled', metadata, customer: options.customer ?? null }, options);
}

export interface DeliveryOptions {
  secret?: string;
  /** The signed timestamp in seconds (default now). */
  timestamp?: number;
  /** Changes the body after it was signed. */
  tamper?: (payload: string) => string;
  /** Sends this Stripe-Signature instead of the computed one; null sends none. */
  signature?: string | null;
  /** More request headers (a bearer token: the route ignores it). */
  headers?: Record<string, string>;
}

/** Delivers an event as Stripe does: the JSON body signed with the endpoint's secret in Stripe-Signature. */
export function deliverWebhook(app: FastifyInstance, event: StripeTestEvent, options: DeliveryOptions = {}): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const computed = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  const signature = options.signature === undefined ? computed : options.signature;
  return app.inject({
    method: 'POST',
    url: endpoints.stripeWebhook.path,
    headers: { 'content-type': 'application/json', ...options.headers, ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

/** What a payment may have changed for an account: credits, membership, its ledger, and the events recorded. */
export async function billingSnapshot(app: FastifyInstance, member: Member) {
  const [account] = await app.database.db.select().from(accounts).where(eq(accounts.id, member.account.id));
  const ledger = await callOk(app, endpoints.listCreditTransactions, { params: { id: member.account.id }, token: member.token });
  const events = await app.database.db.select({ id: paymentEvents.id }).from(paymentEvents);
  const { planId } = await callOk(app, endpoints.getCurrentPlan, { params: { id: member.account.id }, token: member.token });
  return { credits: account!.credits, membership: account!.membership as Membership | null, plan: planId, ledger: ledger as CreditTransaction[], events: events.length };
}

/** Starts a checkout of a plan for the member's own account; answers where the browser goes. */
export const startCheckout = (app: FastifyInstance, member: Member, productId: string) =>
  callOk(app, endpoints.createCheckout, { body: { accountId: member.account.id, productId }, token: member.token });

/** The id of a test checkout from the url createCheckout answered (/checkout/test/{id}). */
export const testCheckoutId = (url: string) => decodeURIComponent(url.replace(/^\/checkout\/test\//, ''));
