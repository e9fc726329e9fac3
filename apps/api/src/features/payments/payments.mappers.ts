import { planById, planFeatures, PLANS, type Checkout, type Plan, type Product } from '@persona/shared';
import type { checkoutSessions } from './payments.tables';

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
