import { describe, expect, it } from 'vitest';
import { isOverdue } from './order-overdue';

const NOV_10 = Date.UTC(2026, 10, 10, 12);
const NOV_26 = Date.UTC(2026, 10, 26, 12);
const open = { expectedDelivery: NOV_10, delivered: null, docId: null };

describe('isOverdue', () => {
  it('marks an undelivered order once its expected delivery has passed', () => {
    expect(isOverdue(open, NOV_26)).toBe(true);
    expect(isOverdue(open, NOV_10 + 1)).toBe(true);
    expect(isOverdue({ expectedDelivery: NOV_10 }, NOV_26)).toBe(true);
  });

  it('does not mark it before or at its expected delivery', () => {
    expect(isOverdue(open, NOV_10 - 86_400_000)).toBe(false);
    expect(isOverdue(open, NOV_10)).toBe(false);
  });

  it('never marks a delivered order, however late it was', () => {
    expect(isOverdue({ ...open, delivered: NOV_26 - 1, docId: 'avatar-1' }, NOV_26)).toBe(false);
    expect(isOverdue({ ...open, docId: 'avatar-1' }, NOV_26)).toBe(false);
  });
});
