import { PANEL_TEXTS, type Panel } from '@persona/shared';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { useFirstFramePainted } from '../../lib/useFirstFramePainted';
import { AnswerBoard } from './AnswerBoard';
import { downloadPanelMarkdown } from './export-file';
import { PanelActions } from './PanelActions';
import { PanelBrief } from './PanelBrief';
import { PanelSummary } from './PanelSummary';
import { PANELS_TEXTS } from './panels-texts';
import type { RunState } from './run-state';
import { useAutoRun } from './useAutoRun';
import { usePanelDelete } from './usePanelDelete';
import { usePrintInLight } from './usePrintInLight';
import type { usePanelRun } from './usePanelRun';

interface PanelViewProps {
  /** The panel as the server last gave it. */
  panel: Panel;
  run: ReturnType<typeof usePanelRun>;
}

/**
 * One panel: what it asks and who sits on it, the run's buttons, the summary (its tally chart first), then the answers
 * per avatar and round. The answers are drawn once the rest is painted (a screen's height held for them meanwhile,
 * so nothing in view moves when they come): the title, the screen's largest paint, does not wait for them.
 */
export function PanelView({ panel, run }: PanelViewProps) {
  const painted = useFirstFramePainted();
  const { remove } = usePanelDelete(panel.id);
  useAutoRun(() => void run.run());
  usePrintInLight();
  const state: RunState = run.live ?? { panel, drafts: {} };
  const shown = state.panel;
  const ran = panel.status !== 'draft' || panel.answers.length > 0;
  return (
    <>
      <SectionHeader
        title={shown.title}
        description={
          <Link to={PATHS.panels} className={`${TEXT_LINK_CLASS} print:hidden`}>
            {PANELS_TEXTS.backToPanels}
          </Link>
        }
        actions={
          <PanelActions
            running={run.running}
            ran={ran}
            onRun={() => void run.run()}
            onStop={run.stop}
            onExport={() => downloadPanelMarkdown(shown)}
            onDelete={() => void remove()}
          />
        }
      />
      <div className="flex flex-col gap-8">
        {run.notice && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300 print:hidden">
            {run.notice}
          </p>
        )}
        {!run.running && shown.status === 'interrupted' && (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200 print:hidden">
            {PANEL_TEXTS.interrupted}
          </p>
        )}
        <PanelBrief panel={shown} />
        <PanelSummary panel={shown} />
        {(run.running || shown.answers.length > 0) && (painted ? <AnswerBoard state={state} running={run.running} /> : <div aria-hidden="true" className="min-h-screen" />)}
      </div>
    </>
  );
}
