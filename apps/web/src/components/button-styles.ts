/**
 * The one button system: two sizes, each one height (md 40 px, the height of a text field; sm 32 px, for actions
 * inside rows and cards), the same for every variant (a border is drawn inside the height). Every button and
 * button-like link takes its look from buttonClass (or is an IconButton).
 */
const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

export const BUTTON_SIZES = {
  md: 'min-h-10 px-4 py-1.5 text-sm',
  sm: 'min-h-8 px-3 py-1 text-xs',
} as const;

export type ButtonSize = keyof typeof BUTTON_SIZES;

const VARIANTS = {
  primary: 'border-transparent bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  secondary:
    'border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  /** No box until hovered: a quiet action among others (a row's toggle). */
  ghost: 'border-transparent text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
} as const;

/** Tailwind classes for buttons and button-like links. */
export function buttonClass(variant: keyof typeof VARIANTS = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${BUTTON_SIZES[size]} ${VARIANTS[variant]}`;
}

/** A button or link that reads as an inline text link. */
export const TEXT_LINK_CLASS =
  'rounded font-medium text-indigo-600 hover:text-indigo-500 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-indigo-300 dark:hover:text-indigo-200';
