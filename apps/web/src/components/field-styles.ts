/** The look of TextField's input (components/TextField.tsx) for selects, text areas and file pickers. */
export const FIELD_CLASS =
  'w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm text-gray-900 shadow-sm transition-colors placeholder:text-gray-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400';

export const LABEL_CLASS = 'text-sm font-medium text-gray-700 dark:text-slate-300';

export const HINT_CLASS = 'text-xs text-gray-500 dark:text-slate-400';
