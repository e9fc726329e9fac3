import { describe, expect, it } from 'vitest';
import { hasEvidence, placeOf, quoteText } from './citation-evidence';

const citation = { key: 'pains' as const, title: 'Pains and frustrations', url: 'https://x/doc#pains' };

describe('citation evidence', () => {
  it('names a quote’s place by its source and location', () => {
    expect(placeOf({ source: 'interview.txt', location: 'paragraph 4' })).toBe('interview.txt, paragraph 4');
    expect(placeOf({ source: 'notes', location: ' ' })).toBe('notes');
  });

  it('shows a quote on one line', () => {
    expect(quoteText({ quote: '  My boots leak\n\nafter an hour. ' })).toBe('My boots leak after an hour.');
  });

  it('shows more than the link only for quotes or an assumption (never for a version-1 citation)', () => {
    expect(hasEvidence(citation)).toBe(false);
    expect(hasEvidence({ ...citation, evidence: [] })).toBe(false);
    expect(hasEvidence({ ...citation, assumption: false })).toBe(false);
    expect(hasEvidence({ ...citation, assumption: true })).toBe(true);
    expect(hasEvidence({ ...citation, evidence: [{ quote: 'q', source: 's', location: 'l' }] })).toBe(true);
  });
});
