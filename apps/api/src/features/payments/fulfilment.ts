import type { PlanId } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { EventEffect } from './event-context';
import { EVENT_HANDLERS } from './event-handlers';
import { paymentEvents } from './payments.tables';
import type { PaymentEvent, PaymentProvider } from './providers/payment-provider';

export interface FulfilmentDeps {
  db: Database;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  planOfPrice: (priceId: string | undefined) => PlanId | undefined;
  /** Forgets the account's cached caller records on every process (app.identityCache): its plan may have moved. */
  accountChanged: (accountId: string) => Promise<void>;
}

export type Fulfilment = EventEffect | { outcome: 'duplicate' };

/**
 * The one fulfilment of payment events, for Stripe's webhook and the test checkout alike. The event's id is
 * recorded in the same transaction as its effect, so a second delivery (also at the same moment, also after a
 * failure that rolled the first back) applies it exactly once. After the commit, the account's cached identities
 * are forgotten (its membership is read from them: the new plan applies at once, on every process), and
 * subscriptions a new plan replaced are ended at the provider.
 */
export async function fulfil(deps: FulfilmentDeps, event: PaymentEvent): Promise<Fulfilment> {
  const at = new Date(event.created * 1000);
  const result: Fulfilment = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, outcome: 'pending', occurredAt: at })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!claimed) return { outcome: 'duplicate' as const };
    const handler = EVENT_HANDLERS[event.type];
    const effect: EventEffect = handler
      ? await handler({ tx, event, at, provider: deps.provider.kind, planOfPrice: deps.planOfPrice })
      : { outcome: 'ignored', detail: 'an event type the portal does not act on' };
    await tx
      .update(paymentEvents)
      .set({ outcome: effect.outcome, accountId: effect.accountId ?? null, detail: effect.detail ?? null })
      .where(eq(paymentEvents.id, event.id));
    return effect;
  });
  logResult(deps.log, event, result);
  if (result.outcome !== 'fulfilled') return result;
  await deps.accountChanged(result.accountId);
  await endReplaced(deps, result.replaced);
  return result;
}

function logResult(log: FastifyBaseLogger, event: PaymentEvent, result: Fulfilment): void {
  const facts = { eventId: event.id, eventType: event.type };
  if (result.outcome === 'fulfilled') log.info({ ...facts, accountId: result.accountId, detail: result.detail }, 'payment event fulfilled');
  else if (result.outcome === 'duplicate') log.info(facts, 'payment event already handled');
  else log.warn({ ...facts, accountId: result.accountId, detail: result.detail }, 'payment event acknowledged, not fulfilled');
}

/** Best effort: a failure is logged for an operator to end the subscription by hand (the portal already has). */
async function endReplaced(deps: FulfilmentDeps, replaced: { id: string; provider: string }[]): Promise<void> {
  for (const subscription of replaced) {
    if (subscription.provider !== deps.provider.kind || deps.provider.kind === 'test') continue;
    try {
      await deps.provider.cancelSubscription(subscription.id);
    } catch (error) {
      deps.log.error({ subscriptionId: subscription.id, err: error instanceof Error ? error.message : String(error) }, 'could not end a replaced subscription at the payment provider; end it by hand');
    }
  }
}
