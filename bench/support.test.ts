import { describe, expect, it } from 'vitest';
import { percentile } from './support';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile', () => {
  it('takes the nearest rank: the smallest value that p % of them are at or below', () => {
    expect(percentile(oneTo(20), 95)).toBe(19);
    expect(percentile(oneTo(100), 95)).toBe(95);
    expect(percentile(oneTo(100), 50)).toBe(50);
    expect(percentile(oneTo(40), 95)).toBe(38);
    expect(percentile(oneTo(30), 99)).toBe(30);
  });

  it('gives the smallest for p 0 and the largest for p 100, and 0 for no values', () => {
    expect(percentile(oneTo(5), 0)).toBe(1);
    expect(percentile(oneTo(5), 100)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});
