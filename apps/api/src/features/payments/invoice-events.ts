import { planById } from '@persona/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { recordActivity } from '../activity';
import { existingAccount, fulfilled, grant, ignored, type EventContext, type EventEffect } from './event-context';
import { invoiceObjectSchema, invoicePriceId, invoiceSubscriptionId, type InvoiceObject } from './event-objects';
import { invoices, subscriptions } from './payments.tables';

type InvoiceStatus = 'paid' | 'failed';

/**
 * The invoice's subscription with its account locked first (as every handler does), then the subscription;
 * the account is the one recorded for the subscription, else the one its metadata names.
 */
async function invoiceSubscription(tx: Transaction, invoice: InvoiceObject) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const [seen] = subscriptionId ? await tx.select({ accountId: subscriptions.accountId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)) : [];
  const accountId = await existingAccount(tx, seen?.accountId ?? invoice.parent?.subscription_details?.metadata.accountId);
  const [known] = accountId && subscriptionId ? await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update') : [];
  return { subscriptionId, accountId, known };
}

/** Keeps the invoice for the membership page; an older event than the one that last wrote it changes nothing (false). */
async function recordInvoice(tx: Transaction, { invoice, accountId, subscriptionId, provider, status, at }: { invoice: InvoiceObject; accountId: string; subscriptionId: string | null; provider: string; status: InvoiceStatus; at: Date }) {
  const fields = {
    status,
    amount: (status === 'paid' ? (invoice.amount_paid ?? invoice.amount_due) : invoice.amount_due) ?? 0,
    currency: invoice.currency ?? 'usd',
    hostedUrl: invoice.hosted_invoice_url ?? null,
    lastEventAt: at,
  };
  const written = await tx
    .insert(invoices)
    .values({ id: invoice.id, provider, accountId, subscriptionId, issuedAt: invoice.created ? new Date(invoice.created * 1000) : at, ...fields })
    .onConflictDoUpdate({ target: invoices.id, set: fields, setWhere: lte(invoices.lastEventAt, at) })
    .returning({ id: invoices.id });
  return written.length > 0;
}

/**
 * The subscription's status after an invoice event, unless a newer event set it (an ended one stays ended). The
 * invoice says nothing else of the subscription: the time of its last description (lastEventAt) stays.
 */
async function settleStatus(tx: Transaction, id: string, from: 'active' | 'past_due', to: 'active' | 'past_due', at: Date): Promise<boolean> {
  const moved = await tx
    .update(subscriptions)
    .set({ status: to, statusAt: at })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, from), sql`coalesce(${subscriptions.statusAt}, ${subscriptions.lastEventAt}) <= ${at.toISOString()}::timestamptz`))
    .returning({ id: subscriptions.id });
  return moved.length > 0;
}

/**
 * A paid invoice is kept for the membership page; a paid renewal grants the month's credits of the plan it bills
 * (the first month comes with its checkout), and a past-due subscription is active again.
 */
export async function invoicePaid({ tx, event, at, provider, planOfPrice }: EventContext): Promise<EventEffect> {
  const parsed = invoiceObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the invoice in the event is not readable');
  const invoice = parsed.data;
  const { subscriptionId, accountId, known } = await invoiceSubscription(tx, invoice);
  if (!accountId) return ignored(`unknown subscription "${subscriptionId ?? ''}"`);
  const newest = await recordInvoice(tx, { invoice, accountId, subscriptionId, provider, status: 'paid', at });
  if (!known) return fulfilled(accountId, `invoice kept; unknown subscription "${subscriptionId ?? ''}"`);
  if (newest) await settleStatus(tx, known.id, 'past_due', 'active', at);
  if (invoice.billing_reason !== 'subscription_cycle') return fulfilled(accountId, `invoice kept; not a renewal (${invoice.billing_reason ?? 'no billing reason'})`);
  const priceId = invoicePriceId(invoice);
  const plan = planById(priceId ? (planOfPrice(priceId) ?? '') : known.productId);
  if (!plan) return ignored(`unknown price "${priceId ?? ''}"`, accountId);
  await grant(tx, accountId, plan, 'plan_renewal', event.id);
  return fulfilled(accountId);
}

/** A failed payment: the invoice is kept as failed and the subscription is past due (no credits until it is paid). */
export async function invoicePaymentFailed({ tx, event, at, provider }: EventContext): Promise<EventEffect> {
  const parsed = invoiceObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return ignored('the invoice in the event is not readable');
  const invoice = parsed.data;
  const { subscriptionId, accountId, known } = await invoiceSubscription(tx, invoice);
  if (!accountId) return ignored(`unknown subscription "${subscriptionId ?? ''}"`);
  // A payment of the invoice newer than this failure leaves both the invoice and the subscription as they are.
  const newest = await recordInvoice(tx, { invoice, accountId, subscriptionId, provider, status: 'failed', at });
  const pastDue = known && newest ? await settleStatus(tx, known.id, 'active', 'past_due', at) : false;
  if (newest) {
    const details = { invoiceId: invoice.id, amount: invoice.amount_due ?? null, currency: invoice.currency ?? null };
    await recordActivity(tx, { accountId, action: 'payment.failed', actor: null, subject: known?.productId ?? null, details });
  }
  return fulfilled(accountId, pastDue ? undefined : 'the subscription was not made past due (unknown, ended, or a newer event)');
}
