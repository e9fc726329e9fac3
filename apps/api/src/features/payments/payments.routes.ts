import { endpoints } from '@persona/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isLocalPortal } from '../../config';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { listProducts, toCheckout } from './payments.mappers';
import { currentPlanAnswer, manageTestSubscription, openBillingPortal } from './billing.service';
import { findCheckout } from './payments.queries';
import { cancelTestCheckout, CHECKOUT_NOT_FOUND, payTestCheckout, receiveStripeEvent, refreshCheckout, startCheckout, type PaymentsDeps } from './payments.service';
import { paymentsFor } from './providers';
import { SIGNATURE_INVALID_MESSAGE } from './providers/payment-provider';

/** Stripe events are a few kilobytes; the signature covers the exact bytes, so they are kept as they came. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Stripe's webhook: one route in its own scope, whose bodies stay raw bytes for the signature check. */
async function stripeWebhookRoute(scope: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  route(scope, endpoints.stripeWebhook, {
    keepsIdentity: 'the fulfilment forgets the identities of the account an event changed, once committed',
    handler: async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      if (Array.isArray(signature)) throw new AppError('WEBHOOK_SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveStripeEvent(deps, body, signature);
    },
  });
}

/**
 * The plans, checkouts and payment notifications. A checkout is only ever for the caller's own account (site
 * admins included: nobody pays for another account); what a checkout grants is decided by the fulfilment of
 * its payment event, never by the browser.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const deps: PaymentsDeps = { db: app.database.db, log: app.log, accountChanged: (accountId) => app.identityCache.clear({ accountId }), ...paymentsFor(app.config) };
  // Reached only when PAYMENTS_TEST_ON_PUBLIC_URL=true says so (config.ts): still worth a line at every start.
  if (deps.provider?.kind === 'test' && !isLocalPortal(app.config)) {
    app.log.warn('Plans are sold through the built-in test checkout at a public address: no money moves. Configure Stripe or set PAYMENTS_DRIVER=off for real customers.');
  }
  const ownCheckout = (mode: 'read' | 'write') => ({
    record: async ({ params }: { params: { id: string } }) => {
      const row = await findCheckout(deps.db, params.id);
      return row && { record: row, accountId: row.accountId };
    },
    mode,
    notFound: CHECKOUT_NOT_FOUND,
  });

  const chatMemberships = app.config.CHAT_MEMBERSHIPS;
  route(app, endpoints.listProducts, { handler: async () => listProducts(chatMemberships) });

  route(app, endpoints.getCurrentPlan, {
    owner: { account: ({ params }) => params.id, mode: 'read' },
    handler: ({ params }) => currentPlanAnswer(deps.db, params.id),
  });

  route(app, endpoints.openBillingPortal, {
    owner: { account: ({ params }) => params.id, mode: 'write' },
    handler: ({ params }) => openBillingPortal(deps, params.id),
  });

  route(app, endpoints.manageTestSubscription, {
    owner: { account: ({ params }) => params.id, mode: 'write' },
    handler: ({ params, body }) => manageTestSubscription(deps, params.id, body),
  });

  route(app, endpoints.createCheckout, {
    owner: { account: ({ body }) => body.accountId, mode: 'write' },
    handler: ({ caller, body }) => startCheckout(deps, caller, body.productId),
  });

  route(app, endpoints.getCheckout, {
    owner: ownCheckout('read'),
    // A GET that may apply a late payment: its fulfilment forgets the account's cached caller records.
    handler: async ({ record }) => toCheckout(await refreshCheckout(deps, record), chatMemberships),
  });

  route(app, endpoints.payTestCheckout, {
    owner: ownCheckout('write'),
    handler: ({ record }) => payTestCheckout(deps, record),
  });

  route(app, endpoints.cancelTestCheckout, {
    owner: ownCheckout('write'),
    handler: ({ record }) => cancelTestCheckout(deps, record),
  });

  await app.register((scope) => stripeWebhookRoute(scope, deps));
};
