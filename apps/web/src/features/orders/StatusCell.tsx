import { isComplete } from './order-status';
import { ORDERS_TEXTS } from './orders-texts';

/** The status as text; a 'complete' order (any case) also gets a check marker (spec section 4, Order). */
export function StatusCell({ status }: { status: string }) {
  const complete = isComplete(status);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${
        complete
          ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-200'
      }`}
    >
      {status}
      {complete && (
        <svg
          role="img"
          aria-label={ORDERS_TEXTS.completed}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-3.5 shrink-0"
        >
          <path d="M20 6 9 17l-5-5" />
        </svg>
      )}
    </span>
  );
}
