/** The look of every field: text inputs, selects and text areas (TextField, SelectField, TextAreaField). */
export const FIELD_CLASS =
  'w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm text-gray-900 shadow-sm transition-colors placeholder:text-gray-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400';

/** One-line fields are as tall as a md button (button-styles.ts), so a field and its button line up. */
export const INPUT_CLASS = `${FIELD_CLASS} h-10 py-0`;

/** A native select drawn as the fields are, its own arrow replaced by the chevron Select adds (components/Select.tsx). */
export const SELECT_CLASS = `${INPUT_CLASS} cursor-pointer appearance-none pr-10`;

/** A native file input whose button reads as a secondary md button (FilePicker, the panel's asset upload). */
export const FILE_INPUT_CLASS =
  'block w-full text-sm text-gray-600 file:mr-4 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-solid file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-gray-800 hover:file:bg-gray-100 dark:text-slate-400 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100 dark:hover:file:bg-slate-800';

export const LABEL_CLASS = 'text-sm font-medium text-gray-700 dark:text-slate-300';

export const HINT_CLASS = 'text-xs text-gray-500 dark:text-slate-400';
