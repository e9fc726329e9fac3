import { coveragePercent, coverageSummary, type EvidenceCoverage } from '@persona/shared';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { AVATARS_TEXTS } from './avatars-texts';
import { coverageRuns, MAX_CLAIM_CELLS, type CoverageRun } from './coverage-cells';

/** The drawing space: stretched to the card's width (what counts is each claim's share of it). */
const WIDTH = 300;
const HEIGHT = 12;

const FILL = { backed: 'fill-emerald-600 dark:fill-emerald-500', unbacked: 'fill-gray-300 dark:fill-slate-600' };
const SWATCH = { backed: 'bg-emerald-600 dark:bg-emerald-500', unbacked: 'bg-gray-300 dark:bg-slate-600' };
const fillOf = (run: CoverageRun) => (run.backed ? FILL.backed : FILL.unbacked);

/** One cell per claim while they stay wide enough to count; else one bar per run. */
function Bars({ coverage }: { coverage: EvidenceCoverage }) {
  const runs = coverageRuns(coverage);
  if (coverage.total <= MAX_CLAIM_CELLS) {
    const cell = scaleBand({ domain: Array.from({ length: coverage.total }, (_, i) => i), range: [0, WIDTH], paddingInner: 0.15 });
    return runs.flatMap((run) =>
      Array.from({ length: run.count }, (_, i) => (
        <Bar key={run.start + i} x={cell(run.start + i)} y={0} width={cell.bandwidth()} height={HEIGHT} rx={1.5} className={fillOf(run)} />
      )),
    );
  }
  const length = scaleLinear({ domain: [0, coverage.total], range: [0, WIDTH] });
  return runs.map((run) => <Bar key={run.start} x={length(run.start)} y={0} width={length(run.count)} height={HEIGHT} className={fillOf(run)} />);
}

/**
 * The avatar's evidence coverage drawn (visx): its claims backed by the customer's research beside those that are
 * not, with the summary in words under it. The chart's accessible name states the same numbers.
 */
export function CoverageChart({ coverage }: { coverage: EvidenceCoverage }) {
  const backed = Math.min(coverage.supported, coverage.total);
  return (
    <div className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={AVATARS_TEXTS.coverageChart(backed, coverage.total, coveragePercent(coverage))}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-3 w-full overflow-hidden rounded-sm"
      >
        <Bars coverage={coverage} />
      </svg>
      <Summary text={coverageSummary(coverage)} />
      {/* The chart's name already says these counts. */}
      <p aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-slate-400">
        <Legend swatch={SWATCH.backed} text={AVATARS_TEXTS.backedClaims(backed)} />
        <Legend swatch={SWATCH.unbacked} text={AVATARS_TEXTS.unbackedClaims(coverage.total - backed)} />
      </p>
    </div>
  );
}

/** The summary in words; its share ("77 %") kept on one line, never a lone "%" under the number. */
function Summary({ text }: { text: string }) {
  const share = text.lastIndexOf(' ') > 0 ? text.lastIndexOf(' ', text.lastIndexOf(' ') - 1) + 1 : 0;
  return (
    <p className="text-gray-700 dark:text-slate-300">
      {text.slice(0, share)}
      <span className="whitespace-nowrap">{text.slice(share)}</span>
    </p>
  );
}

const Legend = ({ swatch, text }: { swatch: string; text: string }) => (
  <span className="inline-flex items-center gap-1.5">
    <span className={`size-2.5 rounded-sm ${swatch}`} />
    {text}
  </span>
);
