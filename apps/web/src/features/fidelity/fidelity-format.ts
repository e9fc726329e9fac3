import { FIDELITY_FIGURES, type FidelityExample, type FidelityFigure, type FidelityMeasure, type FidelityReport } from '@persona/shared';
import { FIDELITY_TEXTS } from './fidelity-texts';

/** How a report writes its numbers: shares as percentages, counts whole, scores with two decimals. */

type Format = FidelityMeasure['format'];
type Target = NonNullable<FidelityMeasure['target']>;

const meets = (value: number, { op, value: bound }: Target) => (op === 'min' ? value >= bound : value <= bound);

/**
 * A share as a percentage, whole unless rounding would put it on the other side of its target (94.96 % of a
 * "≥ 95 %" is not shown as "95 %"): then with as many decimals as it takes, up to two.
 */
function percent(share: number, target: Target | null): string {
  const shown = (digits: number) => (share * 100).toFixed(digits);
  const digits = target ? ([0, 1].find((n) => meets(Number(shown(n)) / 100, target) === meets(share, target)) ?? 2) : 0;
  return `${shown(digits)} %`;
}

function number(value: number, format: Format, target: Target | null): string {
  switch (format) {
    case 'share':
      return percent(value, target);
    case 'count':
      return String(Math.round(value));
    case 'score':
      return value.toFixed(2);
  }
}

/** A measure's value alone: "97 %", "0", "0.62", or "not measured". */
export const measureValue = ({ value, format, target }: FidelityMeasure): string =>
  value === null ? FIDELITY_TEXTS.notMeasuredValue : number(value, format, target);

/** What passing needs, in the measure's own format: "needs ≥ 95 %" (null: no target). */
export const measureTarget = ({ format, target }: FidelityMeasure): string | null =>
  target ? FIDELITY_TEXTS.needs(target.op, number(target.value, format, null)) : null;

/** The value with its target: "97 % (needs ≥ 95 %)". */
export function measureText(measure: FidelityMeasure): string {
  const target = measureTarget(measure);
  return target ? `${measureValue(measure)} (${target})` : measureValue(measure);
}

export type Verdict = 'pass' | 'fail' | 'notMeasured';

export const verdictOf = (passed: boolean | null): Verdict => (passed === null ? 'notMeasured' : passed ? 'pass' : 'fail');

/** The figures in the order every report shows them (FIDELITY_FIGURES), whatever order they were stored in. */
export const figuresInOrder = (figures: readonly FidelityFigure[]): FidelityFigure[] =>
  [...figures].sort((a, b) => FIDELITY_FIGURES.indexOf(a.key) - FIDELITY_FIGURES.indexOf(b.key));

const VERDICT_RANK: Record<Verdict, number> = { fail: 0, notMeasured: 1, pass: 2 };

export interface FigureExample extends FidelityExample {
  figure: FidelityFigure['key'];
  title: string;
  passed: FidelityFigure['passed'];
}

/**
 * Every example of a report, those of failing figures first, then of figures not measured, then of passing ones;
 * within each, in the figures' order and each figure's own order (the suite puts its failures first).
 */
export function examplesFailuresFirst(figures: readonly FidelityFigure[]): FigureExample[] {
  return figuresInOrder(figures)
    .sort((a, b) => VERDICT_RANK[verdictOf(a.passed)] - VERDICT_RANK[verdictOf(b.passed)])
    .flatMap(({ key, title, passed, examples }) => examples.map((example) => ({ ...example, figure: key, title, passed })));
}

/** Who answered: "the offline persona", or the model's name. */
export const driverName = ({ driver, model }: Pick<FidelityReport, 'driver' | 'model'>): string =>
  driver === 'offline' || !model ? FIDELITY_TEXTS.offline : model;

/** When the report was made: its end, or its start while it runs (or when it never finished). */
export const reportDate = ({ createdAt, finishedAt }: Pick<FidelityReport, 'createdAt' | 'finishedAt'>): string => finishedAt ?? createdAt;

/** The progress line of a run: "Measuring…" until the first answer, then "Measuring… 34 of 120 answers". */
export const progressText = (progress: { done: number; total: number } | null): string =>
  progress && progress.total > 0 ? FIDELITY_TEXTS.progress(progress.done, progress.total) : FIDELITY_TEXTS.measuring;

/** What the run button says: the first run, a run again after one broke off, or another measure. */
export function runLabel(report: Pick<FidelityReport, 'status'> | null): string {
  if (!report) return FIDELITY_TEXTS.measure;
  return report.status === 'failed' || report.status === 'interrupted' ? FIDELITY_TEXTS.runAgain : FIDELITY_TEXTS.measureAgain;
}
