import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime } from './dates';

describe('formatLongDate', () => {
  it('uses the US long format with a short weekday and a long month', () => {
    expect(formatLongDate(new Date(2026, 0, 5, 12))).toBe('Mon, January 5, 2026');
  });
});

describe('formatLongDateTime', () => {
  it('adds the time of day to the long date', () => {
    expect(formatLongDateTime(new Date(2026, 0, 5, 14, 5))).toBe('Mon, January 5, 2026 at 2:05 PM');
  });
});
