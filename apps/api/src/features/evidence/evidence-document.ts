import { BLUEPRINT_EVIDENCE_DOCUMENT_VERSION, BLUEPRINT_SECTIONS, QUOTE_MAX_LENGTH, SECTION_MAX_LENGTH, type BlueprintDocumentV2, type EvidenceQuote } from '@persona/shared';
import { AppError } from '../../lib/errors';
import type { MarkedSections } from './claims-check';
import type { OrderPassage } from './order-passages.queries';

/** A passage's quote as a Blueprint keeps it: whitespace folded, at most QUOTE_MAX_LENGTH characters (cut at a word, with "…"). */
export function quoteOf(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= QUOTE_MAX_LENGTH) return folded;
  const cut = folded.slice(0, QUOTE_MAX_LENGTH - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= QUOTE_MAX_LENGTH / 2 ? atWord : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** A claim as one Markdown bullet (a claim is inline text: a line break inside it would end the bullet). */
const bullet = (text: string) => `- ${text.replace(/\s*\n\s*/g, ' ')}`;

/**
 * The version-2 document of marked claims: the sections with claims, in the Blueprint's order, each with its
 * claims and their Markdown (one bullet per claim, no markers), and the quote of every cited passage.
 */
export function toEvidenceDocument(sections: MarkedSections, passages: ReadonlyMap<string, OrderPassage>): BlueprintDocumentV2 {
  const evidence: Record<string, EvidenceQuote> = {};
  const written = BLUEPRINT_SECTIONS.filter((s) => (sections[s.key] ?? []).length > 0).map(({ key, title }) => {
    const claims = (sections[key] ?? []).map(({ text, citations, support, assumption }) => ({ text, citations: [...new Set(citations)], support, assumption }));
    for (const id of claims.flatMap((c) => c.citations)) {
      const passage = passages.get(id);
      if (passage) evidence[id] = { quote: quoteOf(passage.text), source: passage.sourceName, location: passage.location };
    }
    const markdown = claims.map((c) => bullet(c.text)).join('\n');
    if (markdown.length > SECTION_MAX_LENGTH) throw new AppError('UNPROCESSABLE', `The claims of “${title}” come to more than ${SECTION_MAX_LENGTH.toLocaleString('en-US')} characters; shorten or remove some.`);
    return { key, title, markdown, claims };
  });
  return { version: BLUEPRINT_EVIDENCE_DOCUMENT_VERSION, sections: written, evidence };
}
