import type { Account } from '@persona/shared';
import type { SessionStatus } from '../../lib/session/session-state';

/** Spec section 4, Onboarding: the widget is for a signed-in, active account that is not onboarded yet. */
export function offersOnboarding(status: SessionStatus, account: Pick<Account, 'isActive' | 'onboarded'> | null): boolean {
  return status === 'signedIn' && account !== null && account.isActive && !account.onboarded;
}

export interface WidgetMoment {
  /** The show delay (TIMINGS.onboardingShowMs) has passed while the account was offered onboarding. */
  revealed: boolean;
  /** The hide delay (TIMINGS.onboardingHideMs) after completion has passed. */
  hidden: boolean;
  offered: boolean;
  onboarded: boolean;
}

/**
 * What the widget shows: nothing before the delay, the guide while the account is offered onboarding, "You're
 * all set!" once a shown widget's account became onboarded (until the hide delay), then nothing for good.
 */
export function widgetView({ revealed, hidden, offered, onboarded }: WidgetMoment): 'none' | 'guide' | 'allSet' {
  if (!revealed || hidden) return 'none';
  if (onboarded) return 'allSet';
  return offered ? 'guide' : 'none';
}
