import { describe, expect, it } from 'vitest';
import { AVATARS_TEXTS } from './avatars-texts';

describe('the library count line', () => {
  it('groups digits as en-US does', () => {
    for (const [shown, total] of [[0, 7], [48, 999], [1000, 12_345], [96, 1_234_567]] as const) {
      const us = new Intl.NumberFormat('en-US');
      expect(AVATARS_TEXTS.count(shown, total)).toBe(`Showing ${us.format(shown)} of ${us.format(total)} avatars`);
    }
  });
  it('says avatar for one', () => {
    expect(AVATARS_TEXTS.count(1, 1)).toBe('Showing 1 of 1 avatar');
    expect(AVATARS_TEXTS.count(1, 2)).toBe('Showing 1 of 2 avatars');
  });
});
