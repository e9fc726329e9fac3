import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('uses the US long format with a short weekday and a long month', () => {
    expect(formatLongDate(new Date(2026, 0, 5, 12))).toBe('Mon, January 5, 2026');
  });
});
