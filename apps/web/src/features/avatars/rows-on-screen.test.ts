import { describe, expect, it } from 'vitest';
import { rowsShown } from './rows-on-screen';

describe('the rows a screen shows of the grid', () => {
  it('counts every row that starts above the bottom of the viewport', () => {
    // A laptop (900 px high): the grid starts 330 px down, rows are 475 px: the second row shows in part.
    expect(rowsShown({ gridTop: 330, rowHeight: 475, viewportHeight: 900 })).toBe(2);
    expect(rowsShown({ gridTop: 330, rowHeight: 475, viewportHeight: 1300 })).toBe(3);
    // A phone: one column of tall cards.
    expect(rowsShown({ gridTop: 400, rowHeight: 560, viewportHeight: 800 })).toBe(1);
  });

  it('counts from the top of the viewport once the grid is scrolled past its top, and stays within one to four rows', () => {
    expect(rowsShown({ gridTop: -2000, rowHeight: 475, viewportHeight: 900 })).toBe(2);
    expect(rowsShown({ gridTop: 0, rowHeight: 100, viewportHeight: 2000 })).toBe(4);
    expect(rowsShown({ gridTop: 950, rowHeight: 475, viewportHeight: 900 })).toBe(1);
  });

  it('measures nothing from a grid that has no height', () => {
    expect(rowsShown({ gridTop: 0, rowHeight: 0, viewportHeight: 900 })).toBeNull();
    expect(rowsShown({ gridTop: 0, rowHeight: 475, viewportHeight: 0 })).toBeNull();
  });
});
