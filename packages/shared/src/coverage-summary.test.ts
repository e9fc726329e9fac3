import { describe, expect, it } from 'vitest';
import { coverageSummary } from './evidence-coverage';

describe('coverageSummary', () => {
  it('says how many claims the research backs, and the share rounded down', () => {
    expect(coverageSummary({ supported: 7, total: 9 })).toBe('7 of 9 claims backed by your research · 77 %');
    expect(coverageSummary({ supported: 1, total: 1 })).toBe('1 of 1 claim backed by your research · 100 %');
    expect(coverageSummary({ supported: 0, total: 0 })).toBe('0 of 0 claims backed by your research · 0 %');
  });
});
