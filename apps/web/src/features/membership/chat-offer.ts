import { chatPlans, type Plan } from '@persona/shared';

/** How a customer without chat can get it on this portal: a plan on sale that includes it, or a request to support. */
export type ChatOffer = { kind: 'plans'; plans: Plan[] } | { kind: 'request'; supportEmail: string };

interface PortalSettings {
  chatMemberships: readonly string[];
  payments: 'stripe' | 'test' | 'off';
  supportEmail: string;
}

/** The truthful way to chat: the plans that give it when plans are sold, else a request to the support address. */
export function chatOffer({ chatMemberships, payments, supportEmail }: PortalSettings): ChatOffer {
  const plans = payments === 'off' ? [] : chatPlans(chatMemberships);
  return plans.length > 0 ? { kind: 'plans', plans } : { kind: 'request', supportEmail };
}

/** "Studio", "Studio and Agency", "Studio, Accelerator and Agency". */
export const planNames = (plans: readonly Plan[]): string => {
  const names = plans.map((plan) => plan.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
