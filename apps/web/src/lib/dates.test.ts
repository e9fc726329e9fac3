import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime } from './dates';

/** What Intl writes for the same options, its narrow spaces made plain: the format these functions write out by hand. */
const intlDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' });
const intlDateTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').replace(/, (\d{1,2}:\d{2})/, ' at $1');

describe('formatLongDate', () => {
  it('uses the US long format with a short weekday and a long month', () => {
    expect(formatLongDate(new Date(2026, 0, 5, 12))).toBe('Mon, January 5, 2026');
  });

  it('takes a timestamp or an ISO string as well as a date', () => {
    const date = new Date(2026, 10, 28, 9, 30);
    expect(formatLongDate(date.getTime())).toBe('Sat, November 28, 2026');
    expect(formatLongDate(date.toISOString())).toBe('Sat, November 28, 2026');
  });

  it('writes what Intl writes, on every day of two years', () => {
    for (let day = 0; day < 731; day++) {
      const date = new Date(2027, 0, 1 + day, 15);
      expect(formatLongDate(date)).toBe(intlDate.format(date));
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});

describe('formatLongDateTime', () => {
  it('adds the time of day to the long date', () => {
    expect(formatLongDateTime(new Date(2026, 0, 5, 14, 5))).toBe('Mon, January 5, 2026 at 2:05 PM');
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(formatLongDateTime(new Date(2026, 0, 5, 0, 0))).toBe('Mon, January 5, 2026 at 12:00 AM');
    expect(formatLongDateTime(new Date(2026, 0, 5, 12, 59))).toBe('Mon, January 5, 2026 at 12:59 PM');
  });

  it('writes what Intl writes, at every quarter hour of a day', () => {
    for (let quarter = 0; quarter < 96; quarter++) {
      const date = new Date(2026, 5, 15, 0, quarter * 15);
      expect(formatLongDateTime(date)).toBe(plain(intlDateTime.format(date)));
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatLongDateTime(Number.NaN)).toThrow(RangeError);
  });
});
