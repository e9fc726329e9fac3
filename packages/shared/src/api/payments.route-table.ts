import { defineRoute, type RouteDefinition } from './endpoint';

const tag = 'payments';

/** A button of the portal's built-in test checkout (pay, cancel): the caller's own open checkout; answers where to go next. */
const testCheckoutStep = <const Path extends RouteDefinition['path'], const Summary extends string>(path: Path, summary: Summary) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tag,
    access: 'active',
    status: 200,
    errors: ['CHECKOUT_CLOSED'],
  });

/** The payments endpoints' routes (their schemas: payments.endpoints.ts). */
export const paymentsRoutes = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/products/all',
    summary: 'The monthly plans, in card order',
    tag,
    access: 'public',
    status: 200,
  }),
  getCurrentPlan: defineRoute({
    method: 'GET',
    path: '/api/accounts/:id/plan',
    summary: 'The plan the account pays for now (null: none, such as an account that never paid)',
    tag,
    access: 'active',
    status: 200,
  }),
  createCheckout: defineRoute({
    method: 'POST',
    path: '/api/products/checkout',
    summary: 'Start paying for a plan for your own account; answers where to send the browser',
    tag,
    access: 'active',
    status: 200,
    errors: ['NOT_FOUND', 'ALREADY_SUBSCRIBED', 'PAYMENTS_FAILED'],
  }),
  getCheckout: defineRoute({
    method: 'GET',
    path: '/api/products/checkout/:id',
    summary: "One of your account's checkouts (a paid Stripe checkout is fulfilled here if its notification is late)",
    tag,
    access: 'active',
    status: 200,
    errors: ['PAYMENTS_FAILED'],
  }),
  payTestCheckout: testCheckoutStep('/api/products/checkout/:id/pay', 'Complete a test checkout (test mode: no payment is taken); answers where to go next'),
  cancelTestCheckout: testCheckoutStep('/api/products/checkout/:id/cancel', 'Abandon a test checkout; answers where to go next'),
  openBillingPortal: defineRoute({
    method: 'POST',
    path: '/api/accounts/:id/plan/manage',
    summary: "Manage the account's plan: answers the page to open (Stripe's customer portal, or the test driver's page)",
    tag,
    access: 'active',
    role: 'owner',
    status: 200,
    errors: ['NO_SUBSCRIPTION', 'PAYMENTS_FAILED'],
  }),
  manageTestSubscription: defineRoute({
    method: 'POST',
    path: '/api/accounts/:id/plan/test',
    summary: "The test driver's customer portal (test mode: no money moves): change plan, cancel at period end, resume, fail or pay a renewal",
    tag,
    access: 'active',
    role: 'owner',
    status: 200,
    errors: ['NOT_FOUND', 'NO_SUBSCRIPTION', 'NOTHING_DUE', 'ALREADY_SUBSCRIBED'],
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary: "Stripe's event notifications, proven by their Stripe-Signature header",
    tag,
    access: 'public',
    status: 200,
    errors: ['WEBHOOK_SIGNATURE_INVALID', 'NOT_FOUND'],
  }),
};
