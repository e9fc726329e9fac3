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

/** GET /api/accounts/{id}/plan: the plan of the account's current subscription; null when it pays for none. */
export const currentPlanSchema = z.object({ planId: z.enum(PLAN_IDS).nullable() });
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const UNKNOWN_PLAN_MESSAGE = 'This plan does not exist. Please pick one of the plans shown.';

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
