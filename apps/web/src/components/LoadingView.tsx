import { UI_TEXTS } from '../lib/ui-texts';

/** A centred spinner; the fallback while a screen's code or data loads. fullPage: fills the window (no shell). */
export function LoadingView({ fullPage = false }: { fullPage?: boolean }) {
  const spinner = (
    <div role="status" aria-label={UI_TEXTS.loading} aria-live="polite" className="flex min-h-64 flex-1 items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-500/20 border-t-indigo-500 dark:border-indigo-400/20 dark:border-t-indigo-400"
      />
    </div>
  );
  return fullPage ? <div className="flex min-h-dvh">{spinner}</div> : spinner;
}
