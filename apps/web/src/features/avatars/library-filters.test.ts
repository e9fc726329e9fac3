import { NO_FILTERS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { applicableFilters, barOptions, filtersFromParams, filtersToParams, isFiltered, withCompany } from './library-filters';

describe('filters in the address', () => {
  it('round-trips company, campaign, favourites and evidence', () => {
    const filters = { company: 'Acme & Co', campaign: 'Spring Launch', favoritesOnly: true, evidenceOnly: true };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('company=Acme+%26+Co&campaign=Spring+Launch&favorites=1&evidence=1');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('reads no parameters as no filters, and writes no filters as no parameters', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('ignores a campaign without its company', () => {
    expect(filtersFromParams(new URLSearchParams('campaign=Spring'))).toEqual(NO_FILTERS);
    expect(filtersToParams({ ...NO_FILTERS, campaign: 'Spring' }).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('evidence=1'))).toEqual({ ...NO_FILTERS, evidenceOnly: true });
  });
});

describe('filter changes', () => {
  it('drops the campaign when the company changes', () => {
    expect(withCompany({ ...NO_FILTERS, company: 'Acme', campaign: 'Spring', favoritesOnly: true }, 'Globex')).toEqual({ ...NO_FILTERS, company: 'Globex', favoritesOnly: true });
  });

  it('stops filtering by favourites when there is none, and by evidence when no avatar has any', () => {
    const filters = { company: 'Acme', campaign: null, favoritesOnly: true, evidenceOnly: true };
    expect(applicableFilters(filters, { anyFavorite: true, anyEvidence: true })).toBe(filters);
    expect(applicableFilters(filters, { anyFavorite: false, anyEvidence: true })).toEqual({ ...filters, favoritesOnly: false });
    expect(applicableFilters(filters, { anyFavorite: true, anyEvidence: false })).toEqual({ ...filters, evidenceOnly: false });
    expect(applicableFilters(NO_FILTERS, { anyFavorite: false, anyEvidence: false })).toBe(NO_FILTERS);
  });

  it('tells whether anything is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, favoritesOnly: true })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, evidenceOnly: true })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, company: 'Acme' })).toBe(true);
  });
});

describe('the filter bar options from the server', () => {
  const server = { companies: [{ name: 'Acme', campaigns: ['Autumn', 'Spring'] }, { name: 'Globex', campaigns: ['Spring'] }], anyFavorite: false, anyEvidence: true, total: 3 };

  it('offers every company, the campaigns of the chosen one, and whether any avatar is a favourite or has evidence', () => {
    expect(barOptions(server, null)).toEqual({ companies: ['Acme', 'Globex'], campaigns: [], anyFavorite: false, anyEvidence: true });
    expect(barOptions(server, 'Acme').campaigns).toEqual(['Autumn', 'Spring']);
    expect(barOptions(server, 'Initech').campaigns).toEqual([]);
  });

  it('before the answer, keeps the chosen company and lets a favourites or evidence filter stand', () => {
    expect(barOptions(undefined, 'Acme')).toEqual({ companies: ['Acme'], campaigns: [], anyFavorite: true, anyEvidence: true });
    expect(barOptions(undefined, null).companies).toEqual([]);
  });
});
