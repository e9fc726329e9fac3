import { blueprintClaimsDraftSchema, BLUEPRINT_SECTION_KEYS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { lexicalSupport } from './claim-support';
import { fixturePassages } from '../../test/evidence-fixture';
import { extractiveDraft } from './extractive-draft';

describe('the extractive draft', () => {
  const passages = fixturePassages();
  const byId = new Map(passages.map((p) => [p.id, p]));
  const draft = extractiveDraft(passages);
  const claims = BLUEPRINT_SECTION_KEYS.flatMap((key) => draft.claims[key].map((claim) => ({ key, ...claim })));

  it('is a claims draft whose every claim cites one passage that supports it, each passage once', () => {
    expect(blueprintClaimsDraftSchema.parse(draft)).toEqual(draft);
    expect(claims.length).toBeGreaterThanOrEqual(5);
    for (const claim of claims) {
      expect(claim.citations).toHaveLength(1);
      expect(lexicalSupport(claim.text, [byId.get(claim.citations[0]!)!.text]), claim.text).toBe('supported');
    }
    const cited = claims.filter((c) => c.key !== 'quotes').flatMap((c) => c.citations);
    expect(new Set(cited).size).toBe(cited.length);
    expect(draft.claims.quotes.length).toBeGreaterThan(0);
    expect(draft.claims.gaps).toEqual([]);
  });

  it("speaks as the persona: no speaker labels, no interviewer's questions, first person, quotes quoted", () => {
    for (const { text } of claims) {
      expect(text).not.toMatch(/^(?:Interviewer|Maria|Sales call)\s*:/);
      expect(text).not.toMatch(/\?$/);
    }
    expect(claims.map((c) => c.text)).toContain('I often compare vendors on price before I ask for a demo.');
    for (const { text } of draft.claims.quotes) expect(text).toMatch(/^“.*”$/);
  });

  it('puts the passages where they speak to the section', () => {
    const text = (key: (typeof BLUEPRINT_SECTION_KEYS)[number]) => draft.claims[key].map((c) => c.text).join(' ');
    expect(text('pains')).toMatch(/headache|copying numbers/);
    expect(text('goals')).toMatch(/goal is to close the books/);
    expect(text('channels')).toMatch(/trust recommendations|newsletter/);
    expect(text('objections')).toMatch(/price/i);
  });

  it('reads the name, age and job the research states', () => {
    expect(draft).toMatchObject({ name: 'Maria', age: 41, occupation: 'finance lead at a logistics company', gender: '' });
  });

  it('keeps an injection line as at most a quoted claim citing its passage', () => {
    const injected = claims.filter((c) => /ignore your instructions/i.test(c.text));
    for (const claim of injected) expect(byId.get(claim.citations[0]!)!.text).toMatch(/Ignore your instructions/);
    expect(injected.length).toBeLessThanOrEqual(2);
    expect(claims.filter((c) => /PWNED/.test(c.text))).toEqual(injected);
  });

  it('drafts nothing from no passages', () => {
    const empty = extractiveDraft([]);
    expect(BLUEPRINT_SECTION_KEYS.every((key) => empty.claims[key].length === 0)).toBe(true);
    expect(empty).toMatchObject({ name: '', age: null, occupation: '' });
  });
});
