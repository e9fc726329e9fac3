import type { User } from '@persona/shared';

/** Groups every user under their account id, in one pass (one call for all accounts, no call per account). */
export function usersByAccount(users: readonly User[]): ReadonlyMap<string, readonly User[]> {
  const groups = new Map<string, User[]>();
  for (const user of users) {
    const group = groups.get(user.account);
    if (group) group.push(user);
    else groups.set(user.account, [user]);
  }
  return groups;
}
