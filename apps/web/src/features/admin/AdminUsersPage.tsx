import { MESSAGES } from '@persona/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { AdminFrame } from '../../components/admin/AdminFrame';
import { AdminSection } from '../../components/admin/AdminSection';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useAllUsers } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { matchesFilter, normalizeFilter } from './list-filter';
import { ListFilter } from './ListFilter';
import { UserRow } from './UserRow';

/** /admin/users: every user of the portal with an Admin toggle. */
export default function AdminUsersPage() {
  return (
    <AdminFrame title={SECTION_TITLES.users} description={ADMIN_TEXTS.usersDescription}>
      <UsersScreen />
    </AdminFrame>
  );
}

function UsersScreen() {
  const { user: me } = useSession();
  const users = useAllUsers();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(normalizeFilter(filter));
  const shown = useMemo(
    () => (users.data ?? []).filter((user) => matchesFilter(deferredFilter, [`${user.name} ${user.lastname}`, user.email, user.company])),
    [users.data, deferredFilter],
  );

  if (users.isPending) return <SkeletonRows />;
  if (users.isError) return <LoadFailed message={MESSAGES.usersFetchFailed} query={users} />;

  return (
    <div className="flex flex-col gap-6">
      <ListFilter label={ADMIN_TEXTS.filterUsers} placeholder={ADMIN_TEXTS.filterUsersHint} value={filter} onChange={setFilter} />
      <AdminSection title={ADMIN_TEXTS.allUsers(shown.length)} empty={deferredFilter ? ADMIN_TEXTS.noMatch : ADMIN_TEXTS.noUsers}>
        {shown.map((user) => (
          <UserRow key={user.id} user={user} isMe={user.id === me?.id} />
        ))}
      </AdminSection>
    </div>
  );
}
