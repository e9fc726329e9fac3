/**
 * The small uppercase caption over a value or a control (admin rows, order facts). Its grey stays at 4.5:1 or more
 * on the page and card backgrounds of both themes: at 12 px a lighter grey fails WCAG AA contrast.
 */
export const CAPTION_CLASS = 'text-xs font-medium uppercase tracking-wide text-gray-600 dark:text-slate-400';
