import type { BlueprintSectionKey } from '@persona/shared';
import type { Hit, Passage, PersonaIndex } from './retrieval';

/**
 * Matching a piece of someone else's text (an asset's line, another avatar's answer) against the persona's
 * Blueprint: the retrieval's hits, kept only where a matched word is in the passage itself — a section's
 * title or cue words alone ("start" is a cue of the triggers) say nothing about what the text meets. The cue
 * words of the sections in `withCues` count too ("price" meets the objections).
 */
export class TextMatcher {
  private readonly terms = new Map<number, { text: string[]; cues: string[] }>();
  private readonly found = new Map<string, Hit[]>();

  constructor(
    readonly index: PersonaIndex,
    private readonly withCues: readonly BlueprintSectionKey[] = [],
  ) {}

  private termsOf(passage: Passage) {
    let terms = this.terms.get(passage.id);
    if (!terms) {
      terms = { text: this.index.questionTerms(passage.text), cues: this.index.questionTerms(passage.cues) };
      this.terms.set(passage.id, terms);
    }
    return terms;
  }

  /** Whether the retrieval's matched term is one of the words (or, from four letters, starts one). */
  private static meets(term: string, words: string[]) {
    return words.some((word) => word === term || (term.length >= 4 && word.startsWith(term)));
  }

  /** The Blueprint passages (never the avatar's facts or its Known gaps) the text meets, best first; `terms` are the words met. */
  hits(text: string): Hit[] {
    const known = this.found.get(text);
    if (known) return known;
    const hits = this.index.find(text).flatMap((hit) => {
      const met = this.metTerms(hit);
      return met.length > 0 ? [{ ...hit, terms: met }] : [];
    });
    this.found.set(text, hits);
    return hits;
  }

  /** The hit's matched terms that are in its passage's own words (or counted cue words). */
  private metTerms({ passage, terms }: Hit): string[] {
    if (passage.source === 'avatar' || passage.source === 'gaps') return [];
    const own = this.termsOf(passage);
    const cues = this.withCues.includes(passage.source) ? own.cues : [];
    return terms.filter((term) => TextMatcher.meets(term, own.text) || TextMatcher.meets(term, cues));
  }

  /** The text's distinct terms that meet some passage of the Blueprint. */
  sharedTerms(text: string): string[] {
    return [...new Set(this.hits(text).flatMap((hit) => hit.terms))];
  }

  /** The best hit of the text in one of the sections, if any. */
  best(text: string, sections: readonly BlueprintSectionKey[]): Hit | undefined {
    return this.hits(text).find((hit) => sections.includes(hit.passage.source as BlueprintSectionKey));
  }
}
