import type { BlueprintSectionKey } from '@persona/shared';
import { stripMarkdown } from './blueprint-text';
import { isGuess } from './cited-sections';
import type { PersonaContext, ReliedClaims } from './persona-model';
import { contentTerms } from './retrieval';

/** A claim is relied on when the answer shares at least this many of its terms… */
const MIN_SHARED = 2;
/** …and at least this share of them. */
const MIN_SHARE = 0.3;

/** The answer says it is guessing (as the system prompt asks it to when it rests on an assumption). */
const SAYS_GUESS = /\b(?:my guess|i(?:'|’)?m guessing|i guess|just a guess|haven(?:'|’)?t seen (?:it|that|this) in your research)\b/i;

/**
 * The claims a model's answer relied on, among those of the sections it cited (a version-2 Blueprint): each
 * claim whose content terms the answer shares (at least two, and a third of them), or else, per section, the
 * claim it shares most terms with (at least two); when the answer says it is guessing, also the sections'
 * assumptions it shares a term with. A model paraphrases, so this is lexical and deterministic: it may miss a
 * claim said in other words, and then the section is cited without quotes.
 */
export function reliedClaims(persona: PersonaContext, cited: readonly BlueprintSectionKey[], answer: string): ReliedClaims {
  const said = new Set(contentTerms(answer));
  const guessing = SAYS_GUESS.test(answer);
  const relied: ReliedClaims = {};
  for (const section of persona.sections) {
    if (!section.claims || !cited.includes(section.key)) continue;
    const scored = section.claims.map((claim, index) => {
      const terms = [...contentTerms(stripMarkdown(claim.text))];
      const shared = terms.filter((t) => said.has(t)).length;
      return { index, shared, share: terms.length > 0 ? shared / terms.length : 0, guess: isGuess(claim) };
    });
    const passing = scored.filter((c) => (c.shared >= MIN_SHARED && c.share >= MIN_SHARE) || (guessing && c.guess && c.shared >= 1));
    const best = scored.reduce<(typeof scored)[number] | undefined>((top, c) => (c.shared > (top?.shared ?? 0) ? c : top), undefined);
    const chosen = passing.length > 0 ? passing : best && best.shared >= MIN_SHARED ? [best] : [];
    if (chosen.length > 0) relied[section.key] = chosen.map((c) => c.index);
  }
  return relied;
}
