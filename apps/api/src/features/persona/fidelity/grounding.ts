import { FIDELITY_THRESHOLDS, type BlueprintSectionKey, type FidelityFigure } from '@persona/shared';
import { factTerms } from './answer-text';
import { unitsOf } from './blueprint-units';
import { atLeast, figure, measure, share, type Checked } from './figure-build';
import type { Scorer } from './scorer';
import type { Asked } from './suite-run';

/** A citation of an answer: a section, or one claim of it. */
interface Citation {
  section: BlueprintSectionKey;
  claim?: number;
}

const citationsOf = (asked: Asked): Citation[] => [
  ...asked.citations.map((section) => ({ section })),
  ...Object.entries(asked.claims).flatMap(([section, claims]) => (claims ?? []).map((claim) => ({ section: section as BlueprintSectionKey, claim }))),
];

/**
 * Grounding over every answer the run collected: the share of factual sentences the judge finds supported, and
 * the share of citations (sections, and a version-2 Blueprint's claims) whose units support at least one
 * sentence of the answer they sit on.
 */
export async function groundingFigure(answers: readonly Asked[], scorer: Scorer, signal?: AbortSignal): Promise<FidelityFigure> {
  const checked: Checked[] = [];
  let factual = 0;
  let supported = 0;
  let citations = 0;
  let precise = 0;
  for (const asked of answers) {
    const read = await scorer.read(asked);
    factual += read.factual.length;
    supported += read.supported.filter(Boolean).length;
    const unsupported = read.factual.filter((_, i) => !read.supported[i]);
    if (unsupported.length > 0) checked.push({ question: asked.question, answer: asked.text, problem: `Not supported by the Blueprint: “${unsupported[0]}”`, failed: true });
    const spoken = read.sentences.filter((s) => factTerms(s, scorer.names).length > 0);
    for (const citation of citationsOf(asked)) {
      citations += 1;
      const units = unitsOf(scorer.units, citation.section, citation.claim);
      const ok = units.length > 0 && spoken.length > 0 && (await scorer.judge.supports(spoken, units, signal)).some(Boolean);
      if (ok) precise += 1;
      else {
        const what = citation.claim === undefined ? `section “${citation.section}”` : `claim ${citation.claim + 1} of “${citation.section}”`;
        checked.push({ question: asked.question, answer: asked.text, problem: `Cites ${what}, which supports none of its sentences.`, failed: true });
      }
    }
    if (unsupported.length === 0 && read.factual.length > 0) checked.push({ question: asked.question, answer: asked.text, problem: 'Every factual sentence supported.', failed: false });
  }
  return figure(
    'grounding',
    [
      measure('grounding', 'Factual sentences supported', share(supported, factual), 'share', atLeast(FIDELITY_THRESHOLDS.grounding)),
      measure('citationPrecision', 'Citations that support their answer', share(citations === 0 ? 0 : precise, citations), 'share', atLeast(FIDELITY_THRESHOLDS.citationPrecision)),
    ],
    checked,
    factual === 0 ? 'No answer stated a fact to check.' : null,
  );
}
