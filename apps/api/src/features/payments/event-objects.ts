import { z } from 'zod';

/** An expandable Stripe reference: an id, or the object itself once expanded. */
const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

/**
 * The fields fulfilment reads of the objects Stripe's events carry, parsed rather than trusted: an event
 * whose object lacks them is acknowledged and ignored. Field names are Stripe's.
 */
export const checkoutObjectSchema = z.object({
  id: z.string().min(1),
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  subscription: reference,
  customer: reference,
});
export type CheckoutObject = z.infer<typeof checkoutObjectSchema>;

const invoiceLine = z.object({
  // API versions from 2025-03-31 name the price under pricing.price_details; earlier ones under price.
  pricing: z.object({ price_details: z.object({ price: reference }).nullish() }).nullish(),
  price: reference,
});

export const invoiceObjectSchema = z.object({
  id: z.string().min(1),
  billing_reason: z.string().nullish(),
  created: z.number().int().nonnegative().nullish(),
  currency: z.string().min(1).max(10).nullish(),
  amount_due: z.number().int().nullish(),
  amount_paid: z.number().int().nullish(),
  hosted_invoice_url: z.string().url().nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: reference, metadata }).nullish() }).nullish(),
  subscription: reference,
  lines: z.object({ data: z.array(invoiceLine) }).nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const subscriptionObjectSchema = z.object({
  id: z.string().min(1),
  metadata,
  customer: reference,
  ended_at: z.number().int().nullish(),
});

const seconds = z.number().int().nonnegative().nullish();

/** A subscription as customer.subscription.created/updated carry it: a snapshot of every field the portal keeps. */
export const subscriptionSnapshotSchema = subscriptionObjectSchema.extend({
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: seconds,
  // API versions before 2025-03-31 keep the period on the subscription; later ones on each item.
  current_period_end: seconds,
  items: z.object({ data: z.array(z.object({ current_period_end: seconds, price: reference })) }).nullish(),
});
export type SubscriptionSnapshot = z.infer<typeof subscriptionSnapshotSchema>;

/** When the subscription's paid period ends: its cancel date when one is set, else the period's end. */
export function snapshotPeriodEnd(snapshot: SubscriptionSnapshot): Date | null {
  const end = snapshot.cancel_at ?? snapshot.current_period_end ?? snapshot.items?.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}

/** The price of the subscription's first item (the plan). */
export const snapshotPriceId = (snapshot: SubscriptionSnapshot): string | undefined => snapshot.items?.data[0]?.price ?? undefined;

/** The subscription an invoice bills, in the field either API version uses. */
export const invoiceSubscriptionId = (invoice: InvoiceObject): string | null =>
  invoice.parent?.subscription_details?.subscription ?? invoice.subscription;

/** The price of an invoice's first line, in either API version's field. */
export function invoicePriceId(invoice: InvoiceObject): string | undefined {
  const line = invoice.lines?.data[0];
  return line?.pricing?.price_details?.price ?? line?.price ?? undefined;
}
