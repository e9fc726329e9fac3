import { UI_TEXTS } from '../lib/ui-texts';

interface LoadingViewProps {
  /** Fills the window (no shell). */
  fullPage?: boolean;
  /** The box's least height (a Tailwind class), when it should hold the place of what replaces it. */
  minHeight?: string;
}

/**
 * A centred spinner: only the first moments of the sign-in wait (SignInWait), before a frame is known. A screen's
 * code or data loading shows a skeleton in its shape instead (Skeleton.tsx). Marked data-loading-view: the app
 * frame keeps its footer below the fold while a screen shows only this (AppLayout), so the screen does not push it.
 */
export function LoadingView({ fullPage = false, minHeight = 'min-h-64' }: LoadingViewProps) {
  const spinner = (
    <div
      role="status"
      aria-label={UI_TEXTS.loading}
      aria-live="polite"
      data-loading-view=""
      className={`flex ${minHeight} flex-1 items-center justify-center py-16`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-500/20 border-t-indigo-500 dark:border-indigo-400/20 dark:border-t-indigo-400"
      />
    </div>
  );
  return fullPage ? <div className="flex min-h-dvh">{spinner}</div> : spinner;
}
