import { useState } from 'react';
import { AdminFrame } from '../../components/admin/AdminFrame';
import { useAllAccounts } from '../admin';
import { activityQuery, isFiltered, NO_FILTER } from './activity-filter';
import { useAllActivity } from './activity-api';
import { ACTIVITY_TEXTS } from './activity-texts';
import { ActivityFilters } from './ActivityFilters';
import { ActivityList } from './ActivityList';

/** /admin/activity: every account's activity log, newest first, narrowed to one account if the admin likes. */
export default function AdminActivityPage() {
  return (
    <AdminFrame title={ACTIVITY_TEXTS.adminTitle} description={ACTIVITY_TEXTS.adminDescription}>
      <AllActivity />
    </AdminFrame>
  );
}

function AllActivity() {
  const [filter, setFilter] = useState(NO_FILTER);
  const accounts = useAllAccounts();
  const pages = useAllActivity(activityQuery(filter));
  return (
    <>
      <ActivityFilters filter={filter} onChange={setFilter} accounts={accounts.data ?? []} />
      <ActivityList pages={pages} filtered={isFiltered(filter)} showAccount />
    </>
  );
}
