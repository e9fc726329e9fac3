import { UI_TEXTS } from '../lib/ui-texts';
import { buttonClass } from './button-styles';

interface LoadFailedProps {
  message: string;
  /** The failed query (or queries): Try Again fetches again; while that runs the button is busy. */
  query: { refetch: () => Promise<unknown>; isFetching?: boolean };
}

/**
 * A list or record that could not be loaded: the message in the page and Try Again, the one state every screen
 * shows for a failed load. Never an empty state, and no 'Oops!' alert on top of it (docs/decisions.md, "A failed
 * load is an inline error"): one failure, one message.
 */
export function LoadFailed({ message, query }: LoadFailedProps) {
  const busy = query.isFetching === true;
  return (
    <div
      data-load-failed=""
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <p role="alert" className="min-w-0 flex-1 text-base font-medium">
        {message}
      </p>
      <button
        type="button"
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) void query.refetch();
        }}
        className={buttonClass('secondary')}
      >
        {UI_TEXTS.tryAgain}
      </button>
    </div>
  );
}
