import { planById, PLANS, type Checkout, type Plan, type Product } from '@persona/shared';
import type { checkoutSessions } from './payments.tables';

export const toProduct = (plan: Plan): Product => ({
  id: plan.id,
  order: plan.order,
  name: plan.name,
  priceUsd: plan.priceUsd,
  interval: 'month',
  monthlyCredits: plan.monthlyCredits,
  membership: plan.membership,
  features: [...plan.features],
});

export const listProducts = (): Product[] => [...PLANS].sort((a, b) => a.order - b.order).map(toProduct);

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export const toCheckout = (row: CheckoutRow): Checkout => ({
  id: row.id,
  provider: row.provider as Checkout['provider'],
  status: row.status as Checkout['status'],
  accountId: row.accountId,
  // Rows are written only for catalogue plans (payments.service and the event handlers check).
  product: toProduct(planById(row.productId)!),
  createdAt: row.createdAt.getTime(),
  completedAt: row.completedAt?.getTime() ?? null,
});
