import { BLUEPRINT_SECTIONS, coverageOf, type BlueprintSectionKey, type ClaimCheckResponse, type ClaimSupport, type sectionClaimsInputSchema } from '@persona/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { ModelCallRecorder } from '../../lib/metrics';
import type { StructuredModelConfig } from '../persona';
import { lexicalSupport } from './claim-support';
import type { OrderPassage } from './order-passages.queries';
import { judgeSupport } from './support-judge';

export type SectionClaims = z.output<typeof sectionClaimsInputSchema>;
export type ClaimDraftInput = NonNullable<SectionClaims[BlueprintSectionKey]>[number];

/** A claim with the server's mark, and the citations it gave that are no passage of the order's sources. */
export interface MarkedClaim extends ClaimDraftInput {
  support: ClaimSupport;
  unknownCitations: string[];
}
export type MarkedSections = Partial<Record<BlueprintSectionKey, MarkedClaim[]>>;

type JudgeConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS' | 'LLM_JUDGE_MODEL'>;

/**
 * The judge model's endpoint (LLM_JUDGE_MODEL at LLM_BASE_URL), or null: then the lexical check marks every claim.
 * metrics: where its calls are recorded.
 */
export const supportJudge = (config: JudgeConfig, metrics?: ModelCallRecorder): StructuredModelConfig | null =>
  config.LLM_BASE_URL && config.LLM_JUDGE_MODEL ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_JUDGE_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS, metrics } : null;

/** Claims the judge model is asked about at once. */
const JUDGE_CONCURRENCY = 4;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * Marks every claim by the passages it cites among `passages` (the order's own: any other id is listed in
 * `unknownCitations` and supports nothing). A claim citing none of them is unsupported without asking anyone;
 * the others are marked by the judge model when one is configured, else by the lexical check.
 */
export async function markClaims(claims: SectionClaims, passages: ReadonlyMap<string, OrderPassage>, judge: StructuredModelConfig | null): Promise<MarkedSections> {
  const flat = BLUEPRINT_SECTIONS.flatMap(({ key }) => (claims[key] ?? []).map((claim) => ({ key, claim })));
  const marked = await inBatches(flat, judge ? JUDGE_CONCURRENCY : flat.length || 1, async ({ key, claim }) => {
    const cited = claim.citations.flatMap((id) => passages.get(id) ?? []);
    const unknownCitations = claim.citations.filter((id) => !passages.has(id));
    let support: ClaimSupport = 'unsupported';
    if (cited.length > 0) support = judge ? await judgeSupport(judge, claim.text, cited) : lexicalSupport(claim.text, cited.map((p) => p.text));
    return { key, claim: { ...claim, support, unknownCitations } };
  });
  const sections: MarkedSections = {};
  for (const { key } of BLUEPRINT_SECTIONS) if (claims[key]) sections[key] = [];
  for (const { key, claim } of marked) (sections[key] ??= []).push(claim);
  return sections;
}

/** POST /api/admin/orders/{id}/claims/check's answer: the marks in the order given, and the coverage. */
export function toClaimCheck(sections: MarkedSections): ClaimCheckResponse {
  const all = Object.values(sections).flat();
  return {
    sections: Object.fromEntries(Object.entries(sections).map(([key, claims]) => [key, claims.map(({ support, unknownCitations }) => ({ support, unknownCitations }))])),
    coverage: coverageOf(all),
  };
}
