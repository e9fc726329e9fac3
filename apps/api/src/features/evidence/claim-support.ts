import type { ClaimSupport } from '@persona/shared';
import { contentTerms } from '../persona';

/**
 * The deterministic support check: how much of a claim's content a cited passage says. Content terms are the
 * retrieval's (lower case, no diacritics, stop words out, plurals folded; no stemming), so "frustrated" and
 * "frustrating" do not meet. A claim is
 * - supported by a passage that has at least SUPPORTED_SHARE of the claim's content terms and at least
 *   SUPPORTED_MIN_TERMS of them (a one-word claim is never supported by word overlap alone);
 * - weak where a passage has some of them: WEAK_SHARE of them, or WEAK_MIN_TERMS whatever the share;
 * - unsupported otherwise, and always without a citation.
 * The best mark over its citations counts: each passage is read alone, never their words pooled.
 */
export const SUPPORTED_SHARE = 0.5;
export const SUPPORTED_MIN_TERMS = 2;
export const WEAK_SHARE = 0.25;
export const WEAK_MIN_TERMS = 2;

const RANK: Record<ClaimSupport, number> = { unsupported: 0, weak: 1, supported: 2 };

/** The better of two marks. */
export const betterSupport = (a: ClaimSupport, b: ClaimSupport): ClaimSupport => (RANK[b] > RANK[a] ? b : a);

/** The mark one passage gives a claim's terms. */
export function supportByTerms(claimTerms: readonly string[], passageTerms: ReadonlySet<string>): ClaimSupport {
  if (claimTerms.length === 0) return 'unsupported';
  const shared = claimTerms.filter((term) => passageTerms.has(term)).length;
  const share = shared / claimTerms.length;
  if (shared >= SUPPORTED_MIN_TERMS && share >= SUPPORTED_SHARE) return 'supported';
  if (shared > 0 && (shared >= WEAK_MIN_TERMS || share >= WEAK_SHARE)) return 'weak';
  return 'unsupported';
}

/** A claim's mark by the passages it cites (their texts): the best over them; unsupported with none. */
export function lexicalSupport(claim: string, passages: readonly string[]): ClaimSupport {
  const terms = contentTerms(claim);
  let best: ClaimSupport = 'unsupported';
  for (const passage of passages) best = betterSupport(best, supportByTerms(terms, new Set(contentTerms(passage))));
  return best;
}
