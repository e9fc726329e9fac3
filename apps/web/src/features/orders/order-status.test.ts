import { describe, expect, it } from 'vitest';
import { countProcessing, isComplete } from './order-status';

describe('isComplete', () => {
  it.each(['complete', 'Complete', 'COMPLETE', ' complete '])('marks %j as completed', (status) => {
    expect(isComplete(status)).toBe(true);
  });

  it.each(['pending', 'in progress', 'completed', ''])('does not mark %j', (status) => {
    expect(isComplete(status)).toBe(false);
  });
});

describe('countProcessing', () => {
  it('counts the orders that have no docId yet', () => {
    expect(countProcessing([{ docId: null }, { docId: 'avatar-1' }, { docId: null }, { docId: '' }])).toBe(3);
    expect(countProcessing([{ docId: 'avatar-1' }])).toBe(0);
    expect(countProcessing([])).toBe(0);
  });
});
