import type { User } from '@persona/shared';

/** Groups every user under their account id, in one pass (one call for all accounts, no call per account). */
export function usersByAccount<U extends Pick<User, 'account'>>(users: readonly U[]): ReadonlyMap<string, readonly U[]> {
  const groups = new Map<string, U[]>();
  for (const user of users) {
    const group = groups.get(user.account);
    if (group) group.push(user);
    else groups.set(user.account, [user]);
  }
  return groups;
}
