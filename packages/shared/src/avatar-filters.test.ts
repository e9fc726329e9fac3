import { describe, expect, it } from 'vitest';
import { filterAvatars, filterOptions, NO_FILTERS } from './avatar-filters';
import type { EvidenceCoverage } from './evidence-coverage';

const avatar = (companyName: string, campaignName: string, favorite = false, evidence: EvidenceCoverage | null = null) => ({
  data: { companyName, campaignName, favorite },
  evidence,
});
const list = [avatar('Acme', 'Spring', true), avatar('Acme', 'Autumn'), avatar('Beta', 'Spring')];

describe('avatar filters', () => {
  it('filters by company, campaign and favourites', () => {
    expect(filterAvatars(list, NO_FILTERS)).toHaveLength(3);
    expect(filterAvatars(list, { ...NO_FILTERS, company: 'Acme' })).toHaveLength(2);
    expect(filterAvatars(list, { ...NO_FILTERS, company: 'Acme', campaign: 'Spring' })).toEqual([list[0]]);
    expect(filterAvatars(list, { ...NO_FILTERS, favoritesOnly: true })).toEqual([list[0]]);
  });

  it('keeps only evidence-backed avatars: half their claims supported or more, never one without claims', () => {
    const backed = [avatar('A', 'X', false, { supported: 7, total: 9 }), avatar('A', 'X', false, { supported: 1, total: 2 })];
    const notBacked = [avatar('A', 'X', false, { supported: 4, total: 9 }), avatar('A', 'X', false, { supported: 0, total: 0 }), avatar('A', 'X'), { data: { companyName: 'A', campaignName: 'X', favorite: false } }];
    expect(filterAvatars([...notBacked, ...backed], { ...NO_FILTERS, evidenceOnly: true })).toEqual(backed);
    expect(filterAvatars([...notBacked, ...backed], { ...NO_FILTERS, evidenceOnly: true, favoritesOnly: true })).toEqual([]);
  });

  it('offers the campaigns of the chosen company only, and tells whether any avatar is a favourite or has evidence', () => {
    expect(filterOptions(list, null)).toEqual({ companies: ['Acme', 'Beta'], campaigns: [], anyFavorite: true, anyEvidence: false });
    expect(filterOptions(list, 'Acme').campaigns).toEqual(['Autumn', 'Spring']);
    expect(filterOptions([avatar('X', 'Y')], null).anyFavorite).toBe(false);
    expect(filterOptions([avatar('X', 'Y', false, { supported: 0, total: 3 })], null).anyEvidence).toBe(true);
    expect(filterOptions([avatar('X', 'Y', false, { supported: 0, total: 0 })], null).anyEvidence).toBe(false);
  });
});
