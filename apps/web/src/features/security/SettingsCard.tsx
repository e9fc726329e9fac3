import type { ReactNode } from 'react';

/** One titled section of the Security screen. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <h2 className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900 dark:border-slate-800 dark:text-white">{title}</h2>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
