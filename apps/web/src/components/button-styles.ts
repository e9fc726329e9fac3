const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  secondary:
    'border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

/** Tailwind classes for buttons and button-like links. */
export function buttonClass(variant: keyof typeof VARIANTS = 'primary'): string {
  return `${BASE} ${VARIANTS[variant]}`;
}

/** A button or link that reads as an inline text link. */
export const TEXT_LINK_CLASS =
  'rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-indigo-300 dark:hover:text-indigo-200';
