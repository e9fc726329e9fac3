import { factTerms } from './answer-text';
import type { SentenceJudge } from './suite-types';

/** The least share of a sentence's content terms one unit (or the best two together) must hold to support it. */
export const LEXICAL_COVERAGE = 0.7;

const NO_NAMES: ReadonlySet<string> = new Set();

/** The share of `terms` found in `unit`. */
const coverage = (terms: readonly string[], unit: ReadonlySet<string>) => terms.filter((t) => unit.has(t)).length / terms.length;

/**
 * Which units best cover a sentence, as their indexes (one, or two that together do), or [] when none support
 * it: deterministic lexical entailment by content terms (a sentence with no content term is supported).
 */
export function supportingUnits(sentence: string, unitTerms: readonly ReadonlySet<string>[]): number[] {
  const terms = factTerms(sentence, NO_NAMES);
  if (terms.length === 0) return [];
  const scored = unitTerms.map((unit, index) => ({ index, score: coverage(terms, unit) })).sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0];
  if (!best || best.score === 0) return [];
  if (best.score >= LEXICAL_COVERAGE) return [best.index];
  // The best pair: the best unit and the one that adds most of what it leaves out.
  const rest = terms.filter((t) => !unitTerms[best.index]!.has(t));
  let second = -1;
  let added = 0;
  for (const { index } of scored.slice(1)) {
    const gain = rest.filter((t) => unitTerms[index]!.has(t)).length;
    if (gain > added) [second, added] = [index, gain];
  }
  return second >= 0 && best.score + added / terms.length >= LEXICAL_COVERAGE ? [best.index, second] : [];
}

/** The content terms of each unit, for supportingUnits. */
export const termSets = (units: readonly string[]): Set<string>[] => units.map((u) => new Set(factTerms(u, NO_NAMES)));

/** The deterministic judge: a sentence is supported when one unit, or the best two, hold 70 % of its content terms. */
export const lexicalJudge: SentenceJudge = {
  name: 'lexical',
  supports(sentences, units) {
    const sets = termSets(units);
    return Promise.resolve(sentences.map((s) => factTerms(s, NO_NAMES).length === 0 || supportingUnits(s, sets).length > 0));
  },
};
