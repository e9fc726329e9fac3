import { MESSAGES } from '@persona/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { AdminFrame } from '../../components/admin/AdminFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { splitAccounts } from './account-lists';
import { AccountList } from './AccountList';
import { ClosedAccounts } from './ClosedAccounts';
import { useAllAccounts, useAllUsers } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { normalizeFilter } from './list-filter';
import { ListFilter } from './ListFilter';
import { usersByAccount } from './users-by-account';

/** /admin/accounts: accounts pending activation and active ones, with credits, status and users. */
export default function AdminAccountsPage() {
  return (
    <AdminFrame title={SECTION_TITLES.accounts} description={ADMIN_TEXTS.accountsDescription}>
      <AccountsScreen />
    </AdminFrame>
  );
}

function AccountsScreen() {
  const accounts = useAllAccounts();
  const users = useAllUsers();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(normalizeFilter(filter));
  const members = useMemo(() => (users.data ? usersByAccount(users.data) : undefined), [users.data]);
  const lists = useMemo(() => splitAccounts(accounts.data ?? [], deferredFilter, members), [accounts.data, deferredFilter, members]);

  if (accounts.isPending) return <SkeletonRows />;
  if (accounts.isError) return <LoadFailed message={MESSAGES.accountsFetchFailed} query={accounts} />;

  const filtering = deferredFilter !== '';
  return (
    <div className="flex flex-col gap-6">
      <ListFilter label={ADMIN_TEXTS.filterAccounts} placeholder={ADMIN_TEXTS.filterAccountsHint} value={filter} onChange={setFilter} />
      <AccountList
        title={ADMIN_TEXTS.pendingAccounts(lists.pending.length)}
        empty={filtering ? ADMIN_TEXTS.noMatch : ADMIN_TEXTS.noPending}
        accounts={lists.pending}
        members={members}
        membersFailed={users.isError}
      />
      <AccountList
        title={ADMIN_TEXTS.activeAccounts(lists.active.length)}
        empty={filtering ? ADMIN_TEXTS.noMatch : ADMIN_TEXTS.noActive}
        accounts={lists.active}
        members={members}
        membersFailed={users.isError}
      />
      <ClosedAccounts />
    </div>
  );
}
