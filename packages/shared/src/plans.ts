import type { Membership } from './schemas/accounts';

/** A plan's catalogue id: the product id the checkout takes (spec section 9 leaves the values unshown). */
export const PLAN_IDS = ['studio', 'accelerator', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Where its card stands among the plan cards (ascending). */
  order: number;
  name: string;
  /** The monthly price in whole US dollars. */
  priceUsd: number;
  /** Credits granted for each paid month. */
  monthlyCredits: number;
  /** The account membership a paid plan sets. */
  membership: Membership;
  /** The plan's feature lines, word for word from the spec. */
  features: readonly string[];
}

/** The three monthly plans of spec section 9: one definition for the cards, the checkout and the fulfilment. */
export const PLANS: readonly Plan[] = [
  {
    id: 'studio',
    order: 1,
    name: 'Studio',
    priceUsd: 20,
    monthlyCredits: 1,
    membership: 'starter',
    features: ['1 credit for custom blueprints', 'avatar simulation chat', 'tools', 'the D.A.R.B. bot', 'email and chat support'],
  },
  {
    id: 'accelerator',
    order: 2,
    name: 'Accelerator',
    priceUsd: 250,
    monthlyCredits: 10,
    membership: 'accelerator',
    features: ['everything in Studio', 'up to 10 blueprint credits monthly', '1 strategic marketing brief', 'monthly credit updates', 'priority support'],
  },
  {
    id: 'agency',
    order: 3,
    name: 'Agency',
    priceUsd: 2500,
    monthlyCredits: 250,
    membership: 'agency',
    features: ['up to 250 blueprint credits monthly', 'credits apply to custom projects', '12 month minimum', 'VIP hackathons', 'custom AI integrations', 'VIP support'],
  },
];

export const planById = (id: string): Plan | undefined => PLANS.find((plan) => plan.id === id);

/**
 * The plan the Current Plan marker stands on: Studio when the membership is empty or 'starter' (spec section 9),
 * the plan of that membership otherwise, none for 'test' (a membership only admins set).
 */
export function currentPlanId(membership: Membership | null): PlanId | null {
  if (membership === null || membership === 'starter') return 'studio';
  return PLANS.find((plan) => plan.membership === membership)?.id ?? null;
}

/** "$2,500": a plan's price as the cards show it. */
export const formatUsd = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
