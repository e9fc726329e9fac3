import type { ActivityPage } from '@persona/shared';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { buttonClass } from '../../components/button-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { formatLongDateTime } from '../../lib/dates';
import { activitySentence } from './activity-sentences';
import { ACTIVITY_TEXTS } from './activity-texts';

interface ActivityListProps {
  pages: UseInfiniteQueryResult<InfiniteData<ActivityPage>>;
  filtered: boolean;
  /** Whether each entry names its account (the admin's log spans accounts). */
  showAccount?: boolean;
}

/** The log's entries, newest first, each a sentence with its time; Load more asks for the next page. */
export function ActivityList({ pages, filtered, showAccount = false }: ActivityListProps) {
  if (pages.isPending) return <SkeletonRows />;
  if (pages.isError) return <LoadFailed message={ACTIVITY_TEXTS.loadFailed} query={pages} />;
  const entries = pages.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-16 text-center text-base font-medium text-gray-700 dark:border-slate-700 dark:bg-slate-900/40 dark:text-slate-300">
        {filtered ? ACTIVITY_TEXTS.noneFiltered : ACTIVITY_TEXTS.none}
      </p>
    );
  }
  return (
    <>
      <ol aria-label={ACTIVITY_TEXTS.listLabel} className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3 text-sm">
            <p className="min-w-0 flex-1 break-words text-gray-900 dark:text-slate-100">
              {showAccount && <span className="font-semibold">{entry.accountName}: </span>}
              {activitySentence(entry)}
            </p>
            <time dateTime={new Date(entry.at).toISOString()} className="text-gray-500 dark:text-slate-400">
              {formatLongDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
      {pages.hasNextPage && (
        <div className="flex justify-center py-6">
          <button type="button" className={buttonClass('secondary')} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {ACTIVITY_TEXTS.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
