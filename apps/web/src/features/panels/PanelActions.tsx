import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
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
      {/* Keyed apart: Run turned into Stop during its own click must not be clicked twice. */}
      {running ? (
        <button key="stop" type="button" onClick={onStop} className={buttonClass('secondary')}>
          <Icon name="stop" className="size-4" />
          {PANELS_TEXTS.stop}
        </button>
      ) : (
        <button key="run" type="button" onClick={onRun} className={buttonClass('primary')}>
          <Icon name="send" className="size-4" />
          {ran ? PANELS_TEXTS.rerun : PANELS_TEXTS.run}
        </button>
      )}
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
