import { buttonClass } from './button-styles';
import { Icon, type IconName } from './icons';

interface StartStopButtonProps {
  /** The work runs: the button is Stop. */
  running: boolean;
  start: { label: string; icon: IconName; variant?: 'primary' | 'secondary' };
  stopLabel: string;
  onStart: () => void;
  onStop: () => void;
}

/** One place that starts a long piece of work (a panel run, a draft) and stops it while it runs. */
export function StartStopButton({ running, start, stopLabel, onStart, onStop }: StartStopButtonProps) {
  // Keyed apart: the start button turned into Stop during its own click must not be clicked twice.
  return running ? (
    <button key="stop" type="button" onClick={onStop} className={buttonClass('secondary')}>
      <Icon name="stop" className="size-4" />
      {stopLabel}
    </button>
  ) : (
    <button key="start" type="button" onClick={onStart} className={buttonClass(start.variant ?? 'primary')}>
      <Icon name={start.icon} className="size-4" />
      {start.label}
    </button>
  );
}
