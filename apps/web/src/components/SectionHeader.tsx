import type { ReactNode } from 'react';
import { APP_NAME } from '../lib/ui-texts';

interface SectionHeaderProps {
  title: string;
  /** A small label above the title, naming the kind of thing the title names (the avatar page: 'Avatar'). */
  label?: string;
  /** Keeps the label's line, empty, while what the title will name loads: the title does not move down when it comes. */
  labelPending?: boolean;
  description?: ReactNode;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  /** The actions on a line of their own below the title up to tablet widths (actions that come and go as the screen loads). */
  actionsOwnLine?: boolean;
  /** The document title where the <h1> alone would not tell two screens apart ('Orders · Admin'). */
  documentTitle?: string;
}

/** The title bar of every screen: its one <h1> (and the document title). */
export function SectionHeader({ title, label, labelPending = false, description, actions, actionsOwnLine = false, documentTitle = title }: SectionHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-gray-200 pb-6 dark:border-slate-800">
      <title>{`${documentTitle} · ${APP_NAME}`}</title>
      <div className="min-w-0">
        {(label || labelPending) && (
          <p aria-hidden={label ? undefined : true} className="mb-1 text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
            {label || '\u00a0'}
          </p>
        )}
        <h1 className="text-2xl font-semibold tracking-tight break-words text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-sm text-gray-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className={`flex max-w-full flex-wrap items-center gap-3 ${actionsOwnLine ? 'basis-full md:basis-auto' : ''}`}>{actions}</div>}
    </header>
  );
}
