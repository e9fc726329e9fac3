import { routes } from '@persona/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { IconBadge } from '../../components/IconBadge';
import { Icon } from '../../components/icons';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { useAccessRefusal } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { ADMIN_FRAME_TEXTS } from '../../lib/ui-texts';
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
      {refusal === 'OWNER_ONLY' ? <OwnerOnlyView /> : <AccountActivity enabled={refusal === null} />}
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

function OwnerOnlyView() {
  return (
    <section className="flex flex-col items-center gap-5 py-12 text-center">
      <IconBadge name="shield" />
      <div>
        <p className="text-lg font-medium text-gray-800 dark:text-slate-200">{ACTIVITY_TEXTS.ownerOnly}</p>
        <p className="mt-2 text-sm text-gray-600 dark:text-slate-400">{ACTIVITY_TEXTS.ownerOnlyHint}</p>
      </div>
      <Link to={PATHS.home} className={buttonClass('primary')}>
        <Icon name="library" />
        {ADMIN_FRAME_TEXTS.backToLibrary}
      </Link>
    </section>
  );
}
