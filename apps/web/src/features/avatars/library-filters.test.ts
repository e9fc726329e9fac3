import { NO_FILTERS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { applicableFilters, barOptions, filtersFromParams, filtersToParams, isFiltered, withCompany } from './library-filters';

describe('filters in the address', () => {
  it('round-trips company, campaign and favourites', () => {
    const filters = { company: 'Acme & Co', campaign: 'Spring Launch', favoritesOnly: true };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('company=Acme+%26+Co&campaign=Spring+Launch&favorites=1');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('reads no parameters as no filters, and writes no filters as no parameters', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('ignores a campaign without its company', () => {
    expect(filtersFromParams(new URLSearchParams('campaign=Spring'))).toEqual(NO_FILTERS);
    expect(filtersToParams({ company: null, campaign: 'Spring', favoritesOnly: false }).toString()).toBe('');
  });
});

describe('filter changes', () => {
  it('drops the campaign when the company changes', () => {
    expect(withCompany({ company: 'Acme', campaign: 'Spring', favoritesOnly: true }, 'Globex')).toEqual({ company: 'Globex', campaign: null, favoritesOnly: true });
  });

  it('stops filtering by favourites when there is none', () => {
    const filters = { company: 'Acme', campaign: null, favoritesOnly: true };
    expect(applicableFilters(filters, true)).toBe(filters);
    expect(applicableFilters(filters, false)).toEqual({ ...filters, favoritesOnly: false });
  });

  it('tells whether anything is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, favoritesOnly: true })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, company: 'Acme' })).toBe(true);
  });
});

describe('the filter bar options from the server', () => {
  const server = { companies: [{ name: 'Acme', campaigns: ['Autumn', 'Spring'] }, { name: 'Globex', campaigns: ['Spring'] }], anyFavorite: false, total: 3 };

  it('offers every company, the campaigns of the chosen one, and whether any avatar is a favourite', () => {
    expect(barOptions(server, null)).toEqual({ companies: ['Acme', 'Globex'], campaigns: [], anyFavorite: false });
    expect(barOptions(server, 'Acme').campaigns).toEqual(['Autumn', 'Spring']);
    expect(barOptions(server, 'Initech').campaigns).toEqual([]);
  });

  it('before the answer, keeps the chosen company and lets a favourites filter stand', () => {
    expect(barOptions(undefined, 'Acme')).toEqual({ companies: ['Acme'], campaigns: [], anyFavorite: true });
    expect(barOptions(undefined, null).companies).toEqual([]);
  });
});
