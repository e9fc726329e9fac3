import { describe, expect, it } from 'vitest';
import { isComplete } from './order-status';

describe('isComplete', () => {
  it.each(['complete', 'Complete', 'COMPLETE', ' complete '])('marks %j as completed', (status) => {
    expect(isComplete(status)).toBe(true);
  });

  it.each(['pending', 'in progress', 'completed', ''])('does not mark %j', (status) => {
    expect(isComplete(status)).toBe(false);
  });
});

