import { z } from 'zod';
import { accountIdParamsSchema } from '../schemas/accounts';
import {
  checkoutBodySchema,
  checkoutIdParamsSchema,
  checkoutRedirectSchema,
  checkoutSchema,
  currentPlanSchema,
  productSchema,
  testBillingActionSchema,
  webhookReceiptSchema,
} from '../schemas/products';
import { defineEndpoint } from './endpoint';
import { paymentsRoutes } from './payments.route-table';

/**
 * Memberships and payments: the plans, a checkout (Stripe's hosted page, or the portal's built-in test
 * checkout when no Stripe key is configured) and Stripe's signed notifications.
 */
export const paymentsEndpoints = {
  listProducts: defineEndpoint({
    ...paymentsRoutes.listProducts,
    response: z.array(productSchema),
  }),
  getCurrentPlan: defineEndpoint({
    ...paymentsRoutes.getCurrentPlan,
    params: accountIdParamsSchema,
    response: currentPlanSchema,
  }),
  createCheckout: defineEndpoint({
    ...paymentsRoutes.createCheckout,
    body: checkoutBodySchema,
    response: checkoutRedirectSchema,
  }),
  getCheckout: defineEndpoint({
    ...paymentsRoutes.getCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutSchema,
  }),
  payTestCheckout: defineEndpoint({
    ...paymentsRoutes.payTestCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutRedirectSchema,
  }),
  cancelTestCheckout: defineEndpoint({
    ...paymentsRoutes.cancelTestCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutRedirectSchema,
  }),
  openBillingPortal: defineEndpoint({
    ...paymentsRoutes.openBillingPortal,
    params: accountIdParamsSchema,
    response: checkoutRedirectSchema,
  }),
  manageTestSubscription: defineEndpoint({
    ...paymentsRoutes.manageTestSubscription,
    params: accountIdParamsSchema,
    body: testBillingActionSchema,
    response: currentPlanSchema,
  }),
  stripeWebhook: defineEndpoint({
    ...paymentsRoutes.stripeWebhook,
    response: webhookReceiptSchema,
  }),
};
