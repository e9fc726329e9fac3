import { useEffect } from 'react';
import { UI_TEXTS } from '../lib/ui-texts';
import { showOops } from './alerts';
import { buttonClass } from './button-styles';

interface LoadFailedProps {
  message: string;
  /** The failed query: Try Again refetches it, and each new failure (errorUpdatedAt) alerts again. */
  query: { refetch: () => Promise<unknown>; errorUpdatedAt: number };
}

/** A list that could not be loaded: the spec's 'Oops!' alert with its message, and a box to try again. */
export function LoadFailed({ message, query }: LoadFailedProps) {
  useEffect(() => {
    void showOops(message);
  }, [message, query.errorUpdatedAt]);
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-500/30 dark:bg-red-500/10">
      <p role="alert" className="text-base font-medium text-red-700 dark:text-red-300">
        {message}
      </p>
      <button type="button" onClick={() => void query.refetch()} className={buttonClass('secondary')}>
        {UI_TEXTS.tryAgain}
      </button>
    </div>
  );
}
