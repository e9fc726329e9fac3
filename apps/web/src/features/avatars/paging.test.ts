import { describe, expect, it } from 'vitest';
import { drawnCount, nextCount, PAGE_SIZE } from './paging';

describe('paging the library', () => {
  it('adds one page at a time', () => {
    expect(nextCount(PAGE_SIZE, 5000)).toBe(2 * PAGE_SIZE);
    expect(nextCount(10, 100, 20)).toBe(30);
  });

  it('never goes past the total', () => {
    expect(nextCount(4990, 5000)).toBe(5000);
    expect(nextCount(5000, 5000)).toBe(5000);
    expect(nextCount(0, 3)).toBe(3);
  });

  it('draws at most what there is', () => {
    expect(drawnCount(PAGE_SIZE, 5)).toBe(5);
    expect(drawnCount(PAGE_SIZE, 5000)).toBe(PAGE_SIZE);
    expect(drawnCount(96, 0)).toBe(0);
  });
});
