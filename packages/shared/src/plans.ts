import { grantsChat } from './memberships';
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
 * The name a person reads for a plan id ('studio') or the membership it sets ('starter'): both are recorded, by the
 * payments and by a site admin's change. A membership no plan sells ('test') is its own word, capitalised.
 */
export const planDisplayName = (idOrMembership: string): string =>
  (planById(idOrMembership) ?? PLANS.find((plan) => plan.membership === idOrMembership))?.name ??
  idOrMembership.charAt(0).toUpperCase() + idOrMembership.slice(1);

/** The spec's feature line that promises chat (Studio's, and Accelerator's through "everything in Studio"). */
export const CHAT_FEATURE = 'avatar simulation chat';
const STUDIO = PLANS[0]!;
const EVERYTHING_IN_STUDIO = `everything in ${STUDIO.name}`;

/**
 * A plan's feature lines as true on this portal: the spec's words, but chat is promised only on a plan whose
 * membership holds it (CHAT_MEMBERSHIPS). A plan without it loses the chat line (or says Studio's chat is not
 * part of "everything in Studio"); a plan with it that the spec does not promise chat to gains the line.
 */
export function planFeatures(plan: Plan, chatMemberships: readonly string[]): string[] {
  const chat = grantsChat(plan.membership, chatMemberships);
  const studioChat = grantsChat(STUDIO.membership, chatMemberships);
  const lines = plan.features
    .filter((line) => chat || line !== CHAT_FEATURE)
    .map((line) => (line === EVERYTHING_IN_STUDIO && studioChat && !chat ? `${EVERYTHING_IN_STUDIO} except ${CHAT_FEATURE}` : line));
  const promised = lines.includes(CHAT_FEATURE) || (lines.includes(EVERYTHING_IN_STUDIO) && studioChat);
  if (chat && !promised) lines.splice(1, 0, CHAT_FEATURE);
  return lines;
}

/** The plans a customer can buy that give chat, in card order (none: chat is only on request on this portal). */
export const chatPlans = (chatMemberships: readonly string[]): Plan[] =>
  PLANS.filter((plan) => grantsChat(plan.membership, chatMemberships)).sort((a, b) => a.order - b.order);

/** "$2,500": a plan's price as the cards show it. */
export const formatUsd = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
