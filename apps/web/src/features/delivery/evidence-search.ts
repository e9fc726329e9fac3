import type { OrderEvidence } from '@persona/shared';

/** A passage as the delivery form lists and cites it: with its source's name, and the text a search looks in. */
export interface PassageEntry {
  id: string;
  source: string;
  location: string;
  text: string;
  /** Source name, place and text in lower case, built once so a search over thousands stays quick. */
  haystack: string;
}

/** Every passage of the order's sources, in their order, by id too (what a citation chip looks up). */
export function passageEntries(evidence: OrderEvidence): { list: PassageEntry[]; byId: ReadonlyMap<string, PassageEntry> } {
  const names = new Map(evidence.sources.map((source) => [source.id, source.name]));
  const list = evidence.passages.map(({ id, sourceId, location, text }) => {
    const source = names.get(sourceId) ?? '';
    return { id, source, location, text, haystack: `${source}\n${location}\n${text}`.toLowerCase() };
  });
  return { list, byId: new Map(list.map((entry) => [entry.id, entry])) };
}

/** The passages holding every word of the query (in their text, place or source name); all for a blank query. */
export function filterPassages(list: readonly PassageEntry[], query: string): readonly PassageEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((entry) => words.every((word) => entry.haystack.includes(word)));
}

/** What a citation chip says: the source's name and the passage's place in it. */
export const citationLabel = (entry: Pick<PassageEntry, 'source' | 'location'>) => `${entry.source} · ${entry.location}`;
