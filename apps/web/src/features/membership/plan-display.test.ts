import { PLANS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { byCardOrder, priceLabel } from './plan-display';

describe('plan display', () => {
  it('orders the cards by their order, without changing the list it was given', () => {
    const listed = [...PLANS].reverse();
    expect(byCardOrder(listed).map((plan) => plan.name)).toEqual(['Studio', 'Accelerator', 'Agency']);
    expect(listed.map((plan) => plan.name)).toEqual(['Agency', 'Accelerator', 'Studio']);
  });

  it('prices per month in US dollars', () => {
    expect(PLANS.map((plan) => priceLabel(plan.priceUsd))).toEqual(['$20 / month', '$250 / month', '$2,500 / month']);
  });

  it('says the monthly credits with the right number', () => {
    expect(MEMBERSHIP_TEXTS.monthlyCredits(1)).toBe('1 credit every month');
    expect(MEMBERSHIP_TEXTS.monthlyCredits(250)).toBe('250 credits every month');
  });
});

describe('countdown text', () => {
  it('counts whole seconds, singular at one', () => {
    expect(MEMBERSHIP_TEXTS.countdown(5)).toBe('Taking you to your Home screen in 5 seconds…');
    expect(MEMBERSHIP_TEXTS.countdown(1)).toBe('Taking you to your Home screen in 1 second…');
  });
});
