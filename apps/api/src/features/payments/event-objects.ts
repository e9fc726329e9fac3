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
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
  subscription: reference,
  lines: z.object({ data: z.array(invoiceLine) }).nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const subscriptionObjectSchema = z.object({
  id: z.string().min(1),
  metadata,
  customer: reference,
});

/** The subscription an invoice bills, in the field either API version uses. */
export const invoiceSubscriptionId = (invoice: InvoiceObject): string | null =>
  invoice.parent?.subscription_details?.subscription ?? invoice.subscription;

/** The price of an invoice's first line, in either API version's field. */
export function invoicePriceId(invoice: InvoiceObject): string | undefined {
  const line = invoice.lines?.data[0];
  return line?.pricing?.price_details?.price ?? line?.price ?? undefined;
}
