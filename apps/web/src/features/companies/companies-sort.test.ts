import type { Company } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { sortCompanies } from './companies-sort';

const company = (displayName: string, timestamp: number): Company => ({ id: displayName, accountId: 'a', displayName, campaigns: true, timestamp, campaignList: [] });
const names = (list: Company[]) => list.map((c) => c.displayName);

describe('sortCompanies', () => {
  const list = [company('beta', 2), company('Alpha', 1), company('Gamma 10', 3), company('Gamma 9', 4)];

  it('puts the newest first by date', () => {
    expect(names(sortCompanies(list, 'date'))).toEqual(['Gamma 9', 'Gamma 10', 'beta', 'Alpha']);
  });

  it('orders A to Z by name, ignoring case and reading numbers as numbers', () => {
    expect(names(sortCompanies(list, 'name'))).toEqual(['Alpha', 'beta', 'Gamma 9', 'Gamma 10']);
  });

  it('leaves the given list alone', () => {
    sortCompanies(list, 'name');
    expect(names(list)).toEqual(['beta', 'Alpha', 'Gamma 10', 'Gamma 9']);
  });
});
