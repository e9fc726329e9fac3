import type { Account } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { offersOnboarding, widgetView } from './widget-view';

const account = (isActive: boolean, onboarded: boolean) => ({ isActive, onboarded }) as Pick<Account, 'isActive' | 'onboarded'>;

describe('offersOnboarding', () => {
  it('is for a signed-in, active account not onboarded yet', () => {
    expect(offersOnboarding('signedIn', account(true, false))).toBe(true);
  });

  it('is not for an onboarded or inactive account, nor before sign-in completes', () => {
    expect(offersOnboarding('signedIn', account(true, true))).toBe(false);
    expect(offersOnboarding('signedIn', account(false, false))).toBe(false);
    expect(offersOnboarding('signedIn', null)).toBe(false);
    for (const status of ['signedOut', 'loading', 'needsProfile', 'failed'] as const) {
      expect(offersOnboarding(status, account(true, false))).toBe(false);
    }
  });
});

describe('widgetView', () => {
  const base = { revealed: true, hidden: false, offered: true, onboarded: false };

  it('shows nothing before the delay', () => {
    expect(widgetView({ ...base, revealed: false })).toBe('none');
  });

  it('shows the guide while onboarding is offered', () => {
    expect(widgetView(base)).toBe('guide');
    expect(widgetView({ ...base, offered: false })).toBe('none'); // deactivated meanwhile
  });

  it('says all set once the shown widget’s account is onboarded, then nothing for good', () => {
    expect(widgetView({ ...base, offered: false, onboarded: true })).toBe('allSet');
    expect(widgetView({ ...base, offered: false, onboarded: true, hidden: true })).toBe('none');
  });

  it('never shows for an account onboarded before the delay', () => {
    expect(widgetView({ ...base, revealed: false, offered: false, onboarded: true })).toBe('none');
  });
});
