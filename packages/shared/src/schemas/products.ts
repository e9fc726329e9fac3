import { z } from 'zod';
import { MEMBERSHIPS } from '../memberships';
import { PLAN_IDS } from '../plans';

/** Product (spec section 3: id, order), as GET /api/products/all lists it: one of the monthly plans. */
export const productSchema = z.object({
  id: z.enum(PLAN_IDS),
  order: z.number().int(),
  name: z.string(),
  priceUsd: z.number().int(),
  interval: z.literal('month'),
  monthlyCredits: z.number().int(),
  membership: z.enum(MEMBERSHIPS),
  features: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;


export const UNKNOWN_PLAN_MESSAGE = 'This plan does not exist. Please pick one of the plans shown.';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the payment events described it last (times in milliseconds since the epoch). */
export const billingSubscriptionSchema = z.object({
  planId: z.enum(PLAN_IDS),
  /** past_due: a renewal's payment failed; no credits until it is paid. canceled: ended. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** It ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** The renewal date, or the end date when cancelAtPeriodEnd. */
  currentPeriodEnd: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const INVOICE_STATUSES = ['paid', 'failed'] as const;

/** One of the account's last invoices; the amount in the currency's smallest unit (cents). */
export const invoiceSchema = z.object({
  id: z.string(),
  issuedAt: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's page of the invoice (Stripe's hosted invoice), when there is one. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * GET /api/accounts/{id}/plan: the plan of the account's current subscription (null when it pays for none), that
 * subscription's state (or, with none current, the last one, ended), and the last invoices, newest first.
 */
export const currentPlanSchema = z.object({
  planId: z.enum(PLAN_IDS).nullable(),
  subscription: billingSubscriptionSchema.nullable(),
  invoices: z.array(invoiceSchema),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const TEST_BILLING_ACTIONS = ['change_plan', 'cancel', 'resume', 'fail_payment', 'pay'] as const;
export type TestBillingAction = (typeof TEST_BILLING_ACTIONS)[number];

/** POST /api/accounts/{id}/plan/test: what the test driver does to the current subscription, as Stripe's portal would. */
export const testBillingActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change_plan'), productId: z.string().min(1, UNKNOWN_PLAN_MESSAGE).max(100) }),
  z.object({ action: z.enum(['cancel', 'resume', 'fail_payment', 'pay']) }),
]);
export type TestBillingActionBody = z.infer<typeof testBillingActionSchema>;

/** POST /api/products/checkout. */
export const checkoutBodySchema = z.object({
  accountId: z.string().min(1).max(100),
  productId: z.string().min(1, UNKNOWN_PLAN_MESSAGE).max(100),
});

/** Where the browser goes to pay: Stripe's hosted page, or the portal's own test checkout (a path). */
export const checkoutRedirectSchema = z.object({ url: z.string() });
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

export const CHECKOUT_PROVIDERS = ['stripe', 'test'] as const;
export const CHECKOUT_STATUSES = ['open', 'complete', 'canceled'] as const;

/** A checkout the account started: what the test checkout page and the payment success page read. */
export const checkoutSchema = z.object({
  id: z.string(),
  provider: z.enum(CHECKOUT_PROVIDERS),
  status: z.enum(CHECKOUT_STATUSES),
  accountId: z.string(),
  product: productSchema,
  createdAt: z.number().int(),
  completedAt: z.number().int().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutIdParamsSchema = z.object({ id: z.string().min(1).max(255) });

/** Stripe's acknowledgement of a webhook delivery. */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });
