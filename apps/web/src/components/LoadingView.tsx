import { UI_TEXTS } from '../lib/ui-texts';

/**
 * A centred spinner filling the window: only the first moments of the sign-in wait (SignInWait), before a frame is
 * known. A screen's code or data loading shows a skeleton in its shape instead (Skeleton.tsx).
 */
export function LoadingView() {
  return (
    <div className="flex min-h-dvh">
      <div role="status" aria-label={UI_TEXTS.loading} aria-live="polite" data-loading-view="" className="flex flex-1 items-center justify-center py-16">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-indigo-500/20 border-t-indigo-500 dark:border-indigo-400/20 dark:border-t-indigo-400"
        />
      </div>
    </div>
  );
}
