import type { FidelityReport } from '@persona/shared';
import { FIDELITY_TEXTS } from './fidelity-texts';

/** A report without figures says why: still running (this or another tab's run), interrupted or failed. */
export function ReportStatus({ status }: { status: FidelityReport['status'] }) {
  if (status === 'done') return null;
  const failed = status !== 'running';
  return (
    <p
      role={failed ? 'status' : undefined}
      className={
        failed
          ? 'rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200'
          : 'text-sm text-gray-700 dark:text-slate-300'
      }
    >
      {status === 'running' ? FIDELITY_TEXTS.measuring : FIDELITY_TEXTS[status]}
    </p>
  );
}

