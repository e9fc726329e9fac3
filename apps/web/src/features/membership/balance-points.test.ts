import type { CreditTransaction } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { balancePoints, stepPoints } from './balance-points';

const row = (timestamp: number, change: number, balanceAfter: number): CreditTransaction => ({
  id: `t${timestamp}`,
  timestamp,
  change,
  balanceAfter,
  reason: 'order',
  reference: null,
  productId: null,
  actorId: null,
});

describe('balancePoints', () => {
  it('starts before the oldest change and ends at today’s balance, oldest first', () => {
    const ledger = [row(30, -1, 4), row(20, 4, 5), row(10, 1, 1)];
    expect(balancePoints(ledger, 40)).toEqual([
      { at: 10, balance: 0 },
      { at: 10, balance: 1 },
      { at: 20, balance: 5 },
      { at: 30, balance: 4 },
      { at: 40, balance: 4 },
    ]);
  });

  it('has nothing to draw without a ledger', () => {
    expect(balancePoints([], 40)).toEqual([]);
  });

  it('holds each balance until the next change', () => {
    expect(stepPoints([{ at: 1, balance: 1 }, { at: 5, balance: 3 }])).toEqual([{ at: 1, balance: 1 }, { at: 5, balance: 1 }, { at: 5, balance: 3 }]);
  });
});
