import { describe, expect, it } from 'vitest';
import { isComplete, isPending } from './order-status';

describe('isComplete', () => {
  it.each(['complete', 'Complete', 'COMPLETE', ' complete '])('marks %j as completed', (status) => {
    expect(isComplete(status)).toBe(true);
  });

  it.each(['pending', 'in progress', 'completed', ''])('does not mark %j', (status) => {
    expect(isComplete(status)).toBe(false);
  });
});


describe('isPending', () => {
  it.each(['pending', 'Pending', ' PENDING '])('reads %j as pending', (status) => {
    expect(isPending(status)).toBe(true);
  });

  it.each(['in progress', 'complete', 'pending review', ''])('does not read %j as pending', (status) => {
    expect(isPending(status)).toBe(false);
  });
});
