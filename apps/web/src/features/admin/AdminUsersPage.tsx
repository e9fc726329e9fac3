import { MESSAGES } from '@persona/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadingView } from '../../components/LoadingView';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useSession } from '../session/useSession';
import { useAllUsers } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { AdminOnly } from './AdminOnly';
import { AdminSection } from './AdminSection';
import { ListFilter } from './ListFilter';
import { matchesFilter, normalizeFilter } from './list-filter';
import { LoadFailed } from './LoadFailed';
import { UserRow } from './UserRow';

/** /admin/users: every user of the portal with an Admin toggle. */
export default function AdminUsersPage() {
  return (
    <AdminOnly>
      <SectionHeader title={SECTION_TITLES.users} description={ADMIN_TEXTS.usersDescription} />
      <UsersScreen />
    </AdminOnly>
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

  if (users.isPending) return <LoadingView />;
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
