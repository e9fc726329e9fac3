import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-16', '2026-11-18'], // Monday → Wednesday
    ['2026-11-19', '2026-11-23'], // Thursday → Monday
    ['2026-11-20', '2026-11-24'], // Friday → Tuesday
    ['2026-11-21', '2026-11-24'], // Saturday → Tuesday
    ['2026-11-22', '2026-11-24'], // Sunday → Tuesday
  ])('2 business days after %s is %s', (from, to) => {
    expect(addBusinessDays(day(from), 2).toISOString()).toBe(day(to).toISOString());
  });
});
