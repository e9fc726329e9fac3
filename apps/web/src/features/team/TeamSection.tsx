import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonLines } from '../../components/Skeleton';

interface TeamSectionProps {
  title: string;
  empty: string;
  /** The list's query: its rows load as a skeleton, a failure is LoadFailed with Try Again. */
  query: { isPending: boolean; error: Error | null; refetch: () => Promise<unknown>; isFetching: boolean };
  children: ReactNode[];
}

/** One titled list of the Team screen (Pending Invitations, Active Users); the owner's rows carry actions. */
export function TeamSection({ title, empty, query, children }: TeamSectionProps) {
  const { isPending: loading, error } = query;
  return (
    <section aria-label={title} className="rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <h2 className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900 dark:border-slate-800 dark:text-white">{title}</h2>
      {loading && <SkeletonLines lines={2} className="px-5 py-4" />}
      {error && (
        <div className="p-3">
          <LoadFailed message={error.message} query={query} />
        </div>
      )}
      {!loading && !error && children.length === 0 && <p className="px-5 py-4 text-sm text-gray-500 dark:text-slate-400">{empty}</p>}
      {children.length > 0 && <ul className="divide-y divide-gray-100 dark:divide-slate-800">{children}</ul>}
    </section>
  );
}

export function TeamRow({ primary, secondary, actions }: { primary: ReactNode; secondary: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
      <span className="font-medium text-gray-900 dark:text-slate-100">{primary}</span>
      <span className="flex flex-wrap items-center gap-3">
        <span className="text-gray-500 dark:text-slate-400">{secondary}</span>
        {actions}
      </span>
    </li>
  );
}
