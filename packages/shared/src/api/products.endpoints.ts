import { z } from 'zod';
import { checkoutBodySchema, checkoutIdParamsSchema, checkoutRedirectSchema, checkoutSchema, productSchema, webhookReceiptSchema } from '../schemas/products';
import { defineEndpoint, type EndpointDefinition } from './endpoint';

const tag = 'payments';

/** A button of the portal's built-in test checkout (pay, cancel): the caller's own open checkout; answers where to go next. */
const testCheckoutStep = <const Path extends EndpointDefinition['path'], const Summary extends string>(path: Path, summary: Summary) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tag,
    access: 'active',
    params: checkoutIdParamsSchema,
    status: 200,
    response: checkoutRedirectSchema,
    errors: ['CHECKOUT_CLOSED'],
  });

/**
 * Memberships and payments: the plans, a checkout (Stripe's hosted page, or the portal's built-in test
 * checkout when no Stripe key is configured) and Stripe's signed notifications.
 */
export const productsEndpoints = {
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/api/products/all',
    summary: 'The monthly plans, in card order',
    tag,
    access: 'public',
    status: 200,
    response: z.array(productSchema),
  }),
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/products/checkout',
    summary: 'Start paying for a plan for your own account; answers where to send the browser',
    tag,
    access: 'active',
    body: checkoutBodySchema,
    status: 200,
    response: checkoutRedirectSchema,
    errors: ['NOT_FOUND', 'ALREADY_SUBSCRIBED', 'PAYMENTS_FAILED'],
  }),
  getCheckout: defineEndpoint({
    method: 'GET',
    path: '/api/products/checkout/:id',
    summary: "One of your account's checkouts (a paid Stripe checkout is fulfilled here if its notification is late)",
    tag,
    access: 'active',
    params: checkoutIdParamsSchema,
    status: 200,
    response: checkoutSchema,
    errors: ['PAYMENTS_FAILED'],
  }),
  payTestCheckout: testCheckoutStep('/api/products/checkout/:id/pay', 'Complete a test checkout (test mode: no payment is taken); answers where to go next'),
  cancelTestCheckout: testCheckoutStep('/api/products/checkout/:id/cancel', 'Abandon a test checkout; answers where to go next'),
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary: "Stripe's event notifications, proven by their Stripe-Signature header",
    tag,
    access: 'public',
    status: 200,
    response: webhookReceiptSchema,
    errors: ['WEBHOOK_SIGNATURE_INVALID', 'NOT_FOUND'],
  }),
};
