import type { BlueprintSectionKey } from '@persona/shared';
import MiniSearch from 'minisearch';
import { searchTerm, SECTION_CUES } from '../persona';
import type { OrderPassage } from './order-passages.queries';

/**
 * What asks for a section's passages: the words that point at its subject (the persona retrieval's cues; a
 * title's own words, "the proof that answers each", would find any passage with "answer" in it).
 */
export const sectionQuery = (key: BlueprintSectionKey) => SECTION_CUES[key];

/**
 * A BM25+ index of an order's passages, ranked as the persona's retrieval ranks a Blueprint's (same term
 * processing; plurals and -ing forms by prefix, weighted down).
 */
export class PassageIndex {
  private readonly search: MiniSearch<{ id: number; text: string }>;

  constructor(readonly passages: readonly OrderPassage[]) {
    this.search = new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      storeFields: [],
      processTerm: searchTerm,
      searchOptions: { combineWith: 'OR', prefix: (term) => term.length >= 4, weights: { prefix: 0.4, fuzzy: 0 }, fuzzy: false },
    });
    this.search.addAll(passages.map((p, id) => ({ id, text: p.text })));
  }

  /** The passages that match the query, best first (ties keep the sources' order), with the query terms each matched. */
  find(query: string): { passage: OrderPassage; score: number; terms: string[] }[] {
    return this.search
      .search(query)
      .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
      .map((r) => ({ passage: this.passages[r.id as number]!, score: r.score, terms: r.queryTerms }));
  }
}
