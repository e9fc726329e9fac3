import { AUTH_TEXTS } from '../../lib/ui-texts';

/** A rule with "or" between the email form and Google. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-gray-400 uppercase dark:text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-slate-800" />
      {AUTH_TEXTS.or}
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-slate-800" />
    </div>
  );
}
