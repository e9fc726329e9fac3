import type { Account, User } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { splitAccounts } from './account-lists';
import { normalizeFilter } from './list-filter';

const account = (id: string, name: string, isActive: boolean): Account => ({
  id,
  name,
  isActive,
  ownerId: null,
  membership: null,
  creditBased: true,
  credits: 1,
  onboarded: false,
  requireTwoFactor: false,
  users: [],
});
const accounts = [account('a', 'Acme', false), account('b', 'Globex', true), account('c', 'Initech', true)];
const members = new Map<string, User[]>([
  ['c', [{ id: 'u', account: 'c', name: 'Peter', lastname: 'Gibbons', email: 'peter@initech.com', company: 'Initech', isAdmin: false }]],
]);
const ids = (list: Account[]) => list.map((a) => a.id);

describe('splitAccounts', () => {
  it('puts inactive accounts in pending and active ones in active, in order', () => {
    const { pending, active } = splitAccounts(accounts, '', members);
    expect(ids(pending)).toEqual(['a']);
    expect(ids(active)).toEqual(['b', 'c']);
  });

  it("filters by account name and by a user's name or email", () => {
    expect(ids(splitAccounts(accounts, normalizeFilter(' ACME '), members).pending)).toEqual(['a']);
    expect(ids(splitAccounts(accounts, normalizeFilter('gibbons'), members).active)).toEqual(['c']);
    expect(ids(splitAccounts(accounts, normalizeFilter('peter@'), undefined).active)).toEqual([]);
  });
});
