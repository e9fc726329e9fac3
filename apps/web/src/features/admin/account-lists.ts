import type { Account, User } from '@persona/shared';
import { matchesFilter } from './list-filter';

export interface AccountLists {
  pending: Account[];
  active: Account[];
}

/**
 * Splits the accounts into pending activation (isActive false) and active, keeping those that match the
 * filter by account name or by a user's name or email.
 */
export function splitAccounts(
  accounts: readonly Account[],
  filter: string,
  members: ReadonlyMap<string, readonly User[]> | undefined,
): AccountLists {
  const lists: AccountLists = { pending: [], active: [] };
  for (const account of accounts) {
    const people = members?.get(account.id) ?? [];
    const fields = [account.name, ...people.flatMap((user) => [user.email, `${user.name} ${user.lastname}`])];
    if (!matchesFilter(filter, fields)) continue;
    (account.isActive ? lists.active : lists.pending).push(account);
  }
  return lists;
}
