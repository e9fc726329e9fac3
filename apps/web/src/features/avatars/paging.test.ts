import { NO_FILTERS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { drawnCount, nextCount, PAGE_SIZE, pagedItems, pageQuery } from './paging';

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

describe('asking the server for pages', () => {
  it('sends only the filters that apply, a campaign only within its company', () => {
    expect(pageQuery(NO_FILTERS)).toEqual({ limit: PAGE_SIZE });
    expect(pageQuery({ company: 'Acme', campaign: 'Spring', favoritesOnly: true, evidenceOnly: true }, 'c1')).toEqual({
      company: 'Acme',
      campaign: 'Spring',
      favorites: 'true',
      evidence: 'true',
      cursor: 'c1',
      limit: PAGE_SIZE,
    });
    expect(pageQuery({ ...NO_FILTERS, campaign: 'Spring' })).toEqual({ limit: PAGE_SIZE });
  });

  it('joins the pages in order, drawing an avatar once when two pages overlap', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const c = { id: 'c' };
    expect(pagedItems(undefined)).toEqual([]);
    expect(pagedItems([{ items: [a, b] }])).toEqual([a, b]);
    expect(pagedItems([{ items: [a, b] }, { items: [b, c] }])).toEqual([a, b, c]);
  });
});
