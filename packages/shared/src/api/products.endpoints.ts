import { z } from 'zod';
import { checkoutBodySchema, checkoutIdParamsSchema, checkoutRedirectSchema, checkoutSchema, productSchema, webhookReceiptSchema } from '../schemas/products';
import { defineEndpoint } from './endpoint';
import { productsRoutes } from './products.route-table';

/**
 * Memberships and payments: the plans, a checkout (Stripe's hosted page, or the portal's built-in test
 * checkout when no Stripe key is configured) and Stripe's signed notifications.
 */
export const productsEndpoints = {
  listProducts: defineEndpoint({
    ...productsRoutes.listProducts,
    response: z.array(productSchema),
  }),
  createCheckout: defineEndpoint({
    ...productsRoutes.createCheckout,
    body: checkoutBodySchema,
    response: checkoutRedirectSchema,
  }),
  getCheckout: defineEndpoint({
    ...productsRoutes.getCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutSchema,
  }),
  payTestCheckout: defineEndpoint({
    ...productsRoutes.payTestCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutRedirectSchema,
  }),
  cancelTestCheckout: defineEndpoint({
    ...productsRoutes.cancelTestCheckout,
    params: checkoutIdParamsSchema,
    response: checkoutRedirectSchema,
  }),
  stripeWebhook: defineEndpoint({
    ...productsRoutes.stripeWebhook,
    response: webhookReceiptSchema,
  }),
};
