import { buttonClass } from '../../components/button-styles';
import { HINT_CLASS } from '../../components/field-styles';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { progressText } from './fidelity-format';
import type { RunProgress } from './useFidelityRun';

interface RunControlsProps {
  label: string;
  running: boolean;
  progress: RunProgress | null;
  /** Why the last run was refused or broke off (also alerted). */
  notice: string | null;
  onRun: () => void;
}

/** The run button, the run's progress while it streams, and why the last one failed. */
export function RunControls({ label, running, progress, notice, onRun }: RunControlsProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={onRun} disabled={running} className={buttonClass('secondary')}>
          <Icon name="check" className="size-4" />
          {label}
        </button>
        <p aria-live="polite" className={`flex items-center gap-2 tabular-nums ${HINT_CLASS}`}>
          {running && (
            <>
              <Spinner />
              {progressText(progress)}
            </>
          )}
        </p>
      </div>
      {notice && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300">
          {notice}
        </p>
      )}
    </div>
  );
}
