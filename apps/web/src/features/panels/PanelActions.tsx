import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { StartStopButton } from '../../components/StartStopButton';
import { PANELS_TEXTS } from './panels-texts';

interface PanelActionsProps {
  running: boolean;
  /** The panel has run before: Run becomes Re-run. */
  ran: boolean;
  onRun: () => void;
  onStop: () => void;
  onExport: () => void;
  onDelete: () => void;
}

/** Run (Re-run) or Stop, Export Markdown, Print, Delete; none of them printed. */
export function PanelActions({ running, ran, onRun, onStop, onExport, onDelete }: PanelActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <StartStopButton running={running} start={{ label: ran ? PANELS_TEXTS.rerun : PANELS_TEXTS.run, icon: 'send' }} stopLabel={PANELS_TEXTS.stop} onStart={onRun} onStop={onStop} />
      <button type="button" onClick={onExport} disabled={running} className={buttonClass('secondary')}>
        <Icon name="file" className="size-4" />
        {PANELS_TEXTS.exportMarkdown}
      </button>
      <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
        {PANELS_TEXTS.print}
      </button>
      <button type="button" onClick={onDelete} disabled={running} className={buttonClass('secondary')}>
        <Icon name="trash" className="size-4" />
        {PANELS_TEXTS.delete}
      </button>
    </div>
  );
}
