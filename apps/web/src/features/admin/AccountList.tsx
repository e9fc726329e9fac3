import type { Account, AdminUser } from '@persona/shared';
import { AdminSection } from '../../components/admin/AdminSection';
import { AccountRow } from './AccountRow';

interface AccountListProps {
  title: string;
  empty: string;
  accounts: readonly Account[];
  /** Users by account id; undefined while loading or after a failure. */
  members: ReadonlyMap<string, readonly AdminUser[]> | undefined;
  membersFailed: boolean;
}

const NO_USERS: readonly AdminUser[] = [];

/** One of the two account lists (pending activation, active). */
export function AccountList({ title, empty, accounts, members, membersFailed }: AccountListProps) {
  return (
    <AdminSection title={title} empty={empty}>
      {accounts.map((account) => (
        <AccountRow
          key={account.id}
          account={account}
          members={members ? (members.get(account.id) ?? NO_USERS) : undefined}
          membersFailed={membersFailed}
        />
      ))}
    </AdminSection>
  );
}
