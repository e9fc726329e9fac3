import { describe, expect, it } from 'vitest';
import { filterAvatars, filterOptions, NO_FILTERS } from './avatar-filters';

const avatar = (companyName: string, campaignName: string, favorite = false) => ({ data: { companyName, campaignName, favorite } });
const list = [avatar('Acme', 'Spring', true), avatar('Acme', 'Autumn'), avatar('Beta', 'Spring')];

describe('avatar filters', () => {
  it('filters by company, campaign and favourites', () => {
    expect(filterAvatars(list, NO_FILTERS)).toHaveLength(3);
    expect(filterAvatars(list, { ...NO_FILTERS, company: 'Acme' })).toHaveLength(2);
    expect(filterAvatars(list, { company: 'Acme', campaign: 'Spring', favoritesOnly: false })).toEqual([list[0]]);
    expect(filterAvatars(list, { ...NO_FILTERS, favoritesOnly: true })).toEqual([list[0]]);
  });

  it('offers the campaigns of the chosen company only, and tells whether any avatar is a favourite', () => {
    expect(filterOptions(list, null)).toEqual({ companies: ['Acme', 'Beta'], campaigns: [], anyFavorite: true });
    expect(filterOptions(list, 'Acme').campaigns).toEqual(['Autumn', 'Spring']);
    expect(filterOptions([avatar('X', 'Y')], null).anyFavorite).toBe(false);
  });
});
