import { describe, expect, it } from 'vitest';
import { changeTone, creditReasonLabel, formatCreditChange } from './credit-reason';

describe('creditReasonLabel', () => {
  it.each([
    [{ reason: 'order', productId: null }, 'Blueprint order'],
    [{ reason: 'admin_set', productId: null }, 'Set by a site admin'],
    [{ reason: 'admin_remove', productId: null }, 'Removed by a site admin'],
    [{ reason: 'plan_purchase', productId: 'accelerator' }, 'Accelerator plan purchased'],
    [{ reason: 'plan_purchase', productId: 'studio' }, 'Studio plan purchased'],
    [{ reason: 'plan_renewal', productId: 'agency' }, 'Agency plan renewed'],
  ] as const)('%j reads %j', (transaction, label) => {
    expect(creditReasonLabel(transaction)).toBe(label);
  });

  it('names a plan the catalogue no longer has by its id, and one without a product generically', () => {
    expect(creditReasonLabel({ reason: 'plan_renewal', productId: 'legacy' })).toBe('legacy plan renewed');
    expect(creditReasonLabel({ reason: 'plan_purchase', productId: null })).toBe('Membership plan purchased');
  });
});

describe('formatCreditChange', () => {
  it('signs gains with + and spends with a minus sign', () => {
    expect(formatCreditChange(10)).toBe('+10');
    expect(formatCreditChange(-1)).toBe('\u22121');
    expect(formatCreditChange(0)).toBe('0');
  });

  it('tones gains and spends apart', () => {
    expect([changeTone(3), changeTone(-3), changeTone(0)]).toEqual(['gain', 'spend', 'none']);
  });
});
