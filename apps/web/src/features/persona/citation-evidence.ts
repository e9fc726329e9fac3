import type { ChatCitation, EvidenceQuote } from '@persona/shared';

/** Where a quote comes from, as shown under it: its source's name and its place there ("interview.txt, paragraph 4"). */
export const placeOf = (quote: Pick<EvidenceQuote, 'source' | 'location'>): string => [quote.source.trim(), quote.location.trim()].filter(Boolean).join(', ');

/** A quote on one line, as the answer card shows it. */
export const quoteText = (quote: Pick<EvidenceQuote, 'quote'>): string => quote.quote.replace(/\s+/g, ' ').trim();

/** Whether a citation has more to show than its section's link: quotes, or that the answer rested on an assumption. */
export const hasEvidence = (citation: ChatCitation): boolean => (citation.evidence?.length ?? 0) > 0 || citation.assumption === true;
