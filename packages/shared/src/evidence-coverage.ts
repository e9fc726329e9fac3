import type { BlueprintDocument } from './schemas/blueprints';
import type { Claim } from './schemas/evidence';

/** Supported claims of all claims: of one section, or of a whole Blueprint. */
export interface EvidenceCoverage {
  supported: number;
  total: number;
}

/** A library card shows an avatar as evidence-backed from this share of supported claims on. */
export const EVIDENCE_BACKED_MIN_COVERAGE = 0.5;

export const coverageOf = (claims: readonly Pick<Claim, 'support'>[]): EvidenceCoverage => ({
  supported: claims.filter((c) => c.support === 'supported').length,
  total: claims.length,
});

/** The whole Blueprint's coverage; null for a version-1 Blueprint (its sections make no claims). */
export function documentCoverage(document: BlueprintDocument | null | undefined): EvidenceCoverage | null {
  if (!document || document.version !== 2) return null;
  return coverageOf(document.sections.flatMap((s) => s.claims));
}

/** "7 of 9 claims supported (78 %)"; the ratio rounds down, so 100 % means every claim. */
export const coveragePercent = (coverage: EvidenceCoverage): number => (coverage.total === 0 ? 0 : Math.floor((coverage.supported / coverage.total) * 100));

export const isEvidenceBacked = (coverage: EvidenceCoverage | null): boolean =>
  coverage !== null && coverage.total > 0 && coverage.supported / coverage.total >= EVIDENCE_BACKED_MIN_COVERAGE;

/** "7 of 9 claims backed by your research · 77 %": the Blueprint page's and the detail page's words for a coverage. */
export const coverageSummary = (coverage: EvidenceCoverage): string =>
  `${coverage.supported} of ${coverage.total} ${coverage.total === 1 ? 'claim' : 'claims'} backed by your research · ${coveragePercent(coverage)} %`;
