import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/ui-texts';

interface SectionHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
}

/** The title bar of every screen: its one <h1> (and the document title). */
export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-gray-200 pb-6 dark:border-slate-800">
      <title>{`${title} · ${APP_NAME}`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-sm text-gray-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex max-w-full flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}
