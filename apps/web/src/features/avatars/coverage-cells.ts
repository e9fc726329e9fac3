import type { EvidenceCoverage } from '@persona/shared';

/** Up to this many claims the chart draws a cell per claim; beyond it, cells would be slivers, so it draws two bars. */
export const MAX_CLAIM_CELLS = 40;

/** A run of the coverage chart: claims backed by the customer's research or not, `count` cells (or one bar) long. */
export interface CoverageRun {
  backed: boolean;
  /** Where the run starts and how long it is, in claims. */
  start: number;
  count: number;
}

/** The chart's runs, backed claims first; empty runs are left out. */
export function coverageRuns({ supported, total }: EvidenceCoverage): CoverageRun[] {
  const backed = Math.min(Math.max(supported, 0), total);
  return [
    { backed: true, start: 0, count: backed },
    { backed: false, start: backed, count: total - backed },
  ].filter((run) => run.count > 0);
}
