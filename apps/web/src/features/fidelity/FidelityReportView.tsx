import { FIDELITY_LIMITS_TEXT, type FidelityReport, type FidelityResult } from '@persona/shared';
import { HINT_CLASS } from '../../components/field-styles';
import { ExampleItem } from './ExampleItem';
import { examplesFailuresFirst, figuresInOrder } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';
import { FigureItem } from './FigureItem';
import { FigureVerdict } from './FigureVerdict';
import { ReportByline } from './ReportByline';

export interface ReportViewProps {
  report: FidelityReport & { result: FidelityResult };
  /** 'byFigure': each figure's examples in its own disclosure; 'failuresFirst': all of them after the figures, failures first. */
  examples: 'byFigure' | 'failuresFirst';
  /** False when the card around the report shows its date, who answered and FIDELITY_LIMITS_TEXT already. */
  standalone?: boolean;
}

function AllExamples({ result }: { result: FidelityResult }) {
  const examples = examplesFailuresFirst(result.figures);
  return (
    <section aria-label={FIDELITY_TEXTS.failuresFirst} className="flex flex-col gap-2">
      <h5 className="text-sm font-semibold text-gray-800 dark:text-slate-200">{FIDELITY_TEXTS.failuresFirst}</h5>
      {examples.length === 0 ? (
        <p className={HINT_CLASS}>{FIDELITY_TEXTS.noExamples}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {examples.map((example, index) => (
            <ExampleItem
              key={index}
              example={example}
              label={
                <span className="flex items-center gap-2 font-medium text-gray-900 dark:text-white">
                  {example.title} <FigureVerdict passed={example.passed} />
                </span>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A finished fidelity report in full: who answered and when, the seven figures in order with their measures and
 * examples, and what the figures do not prove. Loaded on its own (LazyReportView): the pages that show it keep
 * their own chunks small.
 */
export default function FidelityReportView({ report, examples, standalone = true }: ReportViewProps) {
  const { result } = report;
  return (
    <div className="flex flex-col gap-3">
      {standalone && <ReportByline report={report} />}
      <p className="text-sm text-gray-700 dark:text-slate-300">
        {result.passed ? FIDELITY_TEXTS.overall.pass : FIDELITY_TEXTS.overall.fail} · {FIDELITY_TEXTS.answers(result.answers)} · {FIDELITY_TEXTS.judgedBy(result.judge)}
      </p>
      <ol aria-label={FIDELITY_TEXTS.figures} className="flex flex-col gap-2">
        {figuresInOrder(result.figures).map((figure) => (
          <FigureItem key={figure.key} figure={figure} withExamples={examples === 'byFigure'} />
        ))}
      </ol>
      {examples === 'failuresFirst' && <AllExamples result={result} />}
      {standalone && <p className={HINT_CLASS}>{FIDELITY_LIMITS_TEXT}</p>}
    </div>
  );
}
