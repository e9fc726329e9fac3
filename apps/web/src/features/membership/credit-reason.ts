import { planById, type CreditTransaction } from '@persona/shared';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const { reasons } = MEMBERSHIP_TEXTS;

/** The plan a purchase or renewal was for, by name (its id if the catalogue no longer has it). */
const planName = (productId: string | null): string => (productId ? (planById(productId)?.name ?? productId) : MEMBERSHIP_TEXTS.unknownPlan);

/** Why the credits changed, as the credit history's Reason column says it. */
export function creditReasonLabel({ reason, productId }: Pick<CreditTransaction, 'reason' | 'productId'>): string {
  switch (reason) {
    case 'opening':
    case 'order':
    case 'admin_set':
    case 'admin_remove':
      return reasons[reason];
    case 'plan_purchase':
    case 'plan_renewal':
      return reasons[reason](planName(productId));
  }
}

/** "+10", "−1" (a true minus sign), "0". */
export const formatCreditChange = (change: number): string => (change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : '0');

/** How the change is coloured: a gain, a spend, or neither. */
export const changeTone = (change: number): 'gain' | 'spend' | 'none' => (change > 0 ? 'gain' : change < 0 ? 'spend' : 'none');
