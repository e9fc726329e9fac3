import { useId, type ReactNode } from 'react';

interface AdminSectionProps {
  /** The heading, which also names the region, e.g. 'Active Accounts (12)'. */
  title: string;
  /** Shown instead of the list when it has no rows. */
  empty: string;
  children: ReactNode[];
}

/** One titled list of an Admin screen. */
export function AdminSection({ title, empty, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <h2 id={headingId} className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900 dark:border-slate-800 dark:text-white">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="px-5 py-4 text-sm text-gray-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100 dark:divide-slate-800">{children}</ul>
      )}
    </section>
  );
}

/**
 * Rows below the fold skip layout and paint until scrolled to, so lists of hundreds stay light.
 * The intrinsic size keeps the scrollbar steady; 'auto' remembers a row's real height once rendered.
 */
export const ROW_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_4.5rem]';
