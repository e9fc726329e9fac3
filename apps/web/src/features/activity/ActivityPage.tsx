import { routes } from '@persona/shared';
import { useState } from 'react';
import { RefusedView } from '../../components/RefusedView';
import { SectionHeader } from '../../components/SectionHeader';
import { useAccessRefusal } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { activityQuery, isFiltered, NO_FILTER } from './activity-filter';
import { useAccountActivity } from './activity-api';
import { ACTIVITY_TEXTS } from './activity-texts';
import { ActivityFilters } from './ActivityFilters';
import { ActivityList } from './ActivityList';

/** /activity: the account's activity log, for its owner (anyone else is told who may see it, and nothing is fetched). */
export default function ActivityPage() {
  const refusal = useAccessRefusal(routes.listAccountActivity);
  return (
    <>
      <SectionHeader title={ACTIVITY_TEXTS.title} description={refusal ? undefined : ACTIVITY_TEXTS.description} />
      {refusal === 'OWNER_ONLY' ? <RefusedView title={ACTIVITY_TEXTS.ownerOnly} hint={ACTIVITY_TEXTS.ownerOnlyHint} /> : <AccountActivity enabled={refusal === null} />}
    </>
  );
}

function AccountActivity({ enabled }: { enabled: boolean }) {
  const { account } = useSession();
  const [filter, setFilter] = useState(NO_FILTER);
  const pages = useAccountActivity(account?.id ?? '', activityQuery(filter), enabled);
  return (
    <>
      <ActivityFilters filter={filter} onChange={setFilter} />
      <ActivityList pages={pages} filtered={isFiltered(filter)} />
    </>
  );
}
