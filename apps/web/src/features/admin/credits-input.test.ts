import { describe, expect, it } from 'vitest';
import { parseCredits } from './credits-input';

describe('parseCredits', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['-3', -3],
    ['2.5', 2.5],
    ['+4', 4],
  ])('reads %j as %d', (text, value) => {
    expect(parseCredits(text)).toBe(value);
  });

  it.each(['', '   ', 'abc', '12abc', '1,000', '1e3', '0x10', '.', '-', 'Infinity'])('refuses %j', (text) => {
    expect(parseCredits(text)).toBeNull();
  });
});
