import { UI_TEXTS } from '../lib/ui-texts';

interface LoadingViewProps {
  /** Fills the window (no shell). */
  fullPage?: boolean;
  /** The box's least height (a Tailwind class), when it should hold the place of what replaces it. */
  minHeight?: string;
}

/**
 * A centred spinner; the fallback while a screen's code or data loads. Marked data-loading-view: the app frame
 * keeps its footer below the fold while a screen shows only this (AppLayout), so the screen does not push it.
 * Full-page (while the session is read, before any frame): the monogram over the spinner.
 */
export function LoadingView({ fullPage = false, minHeight = 'min-h-64' }: LoadingViewProps) {
  const spinner = (
    <span
      aria-hidden="true"
      className="size-10 animate-spin rounded-full border-4 border-indigo-500/20 border-t-indigo-500 dark:border-indigo-400/20 dark:border-t-indigo-400"
    />
  );
  const status = { role: 'status', 'aria-label': UI_TEXTS.loading, 'aria-live': 'polite' } as const;
  if (fullPage) {
    // index.html paints the same view before the code arrives (for a returning user): keep the two alike.
    return (
      <div {...status} className="flex min-h-dvh flex-col items-center justify-center gap-6">
        <img src="/favicon.svg" alt="" width="48" height="48" />
        {spinner}
      </div>
    );
  }
  return (
    <div {...status} data-loading-view="" className={`flex ${minHeight} flex-1 items-center justify-center py-16`}>
      {spinner}
    </div>
  );
}
