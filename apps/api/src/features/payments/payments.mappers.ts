import { planById, planFeatures, PLANS, type BillingSubscription, type Checkout, type CurrentPlan, type Invoice, type Plan, type PlanId, type Product } from '@persona/shared';
import type { checkoutSessions } from './payments.tables';
import type { InvoiceRow, SubscriptionRow } from './payments.queries';

/** A plan as the API lists it; its feature lines promise chat only where CHAT_MEMBERSHIPS grants it. */
export const toProduct = (plan: Plan, chatMemberships: readonly string[]): Product => ({
  id: plan.id,
  order: plan.order,
  name: plan.name,
  priceUsd: plan.priceUsd,
  interval: 'month',
  monthlyCredits: plan.monthlyCredits,
  membership: plan.membership,
  features: planFeatures(plan, chatMemberships),
});

export const listProducts = (chatMemberships: readonly string[]): Product[] =>
  [...PLANS].sort((a, b) => a.order - b.order).map((plan) => toProduct(plan, chatMemberships));

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export const toCheckout = (row: CheckoutRow, chatMemberships: readonly string[]): Checkout => ({
  id: row.id,
  provider: row.provider as Checkout['provider'],
  status: row.status as Checkout['status'],
  accountId: row.accountId,
  // Rows are written only for catalogue plans (payments.service and the event handlers check).
  product: toProduct(planById(row.productId)!, chatMemberships),
  createdAt: row.createdAt.getTime(),
  completedAt: row.completedAt?.getTime() ?? null,
});

const toSubscription = (row: SubscriptionRow): BillingSubscription => ({
  planId: row.productId as PlanId,
  status: row.status as BillingSubscription['status'],
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
  endedAt: row.endedAt?.getTime() ?? (row.status === 'canceled' ? row.lastEventAt.getTime() : null),
});

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  issuedAt: row.issuedAt.getTime(),
  amount: row.amount,
  currency: row.currency,
  status: row.status as Invoice['status'],
  url: row.hostedUrl,
});

/** The plan paid for now, with its subscription's state (or the last one's, ended) and the last invoices. */
export const toCurrentPlan = (planId: string | null, billing: { subscription: SubscriptionRow | null; invoices: InvoiceRow[] }): CurrentPlan => ({
  planId: planId as PlanId | null,
  subscription: billing.subscription && toSubscription(billing.subscription),
  invoices: billing.invoices.map(toInvoice),
});
