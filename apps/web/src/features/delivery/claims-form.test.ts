import { CITATIONS_PER_CLAIM_MAX, CLAIMS_PER_SECTION_MAX, coveragePercent, type ClaimCheckResponse } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import {
  addCitation,
  addClaim,
  draftCoverage,
  hasWrittenClaims,
  markOf,
  marksFromCheck,
  moveClaim,
  newClaim,
  removeCitation,
  removeClaim,
  sectionCoverage,
  toClaimsInput,
  unsupportedClaims,
  updateClaim,
  type SectionClaims,
} from './claims-form';

const SOURCE = '0b6f3c1e-6a55-4f1e-9d7c-1b2a3c4d5e6f';
const passage = (position: number) => `${SOURCE}:${position}`;

const glance = newClaim({ text: 'Runs trail races every weekend.', citations: [passage(1)] });
const guess = newClaim({ text: 'Buys shoes twice a year.' });
const goal = newClaim({ text: '  Wants to finish a mountain marathon.  ', citations: [passage(2), passage(3)] });
const claims: SectionClaims = { 'at-a-glance': [glance, guess], goals: [goal] };

describe('editing claims', () => {
  it('gives every claim an id of its own', () => {
    expect(new Set([glance.id, guess.id, goal.id, newClaim().id]).size).toBe(4);
    expect(newClaim()).toMatchObject({ text: '', citations: [], assumption: false });
  });

  it('adds at the end of a section, up to its limit', () => {
    const added = addClaim(claims, 'pains');
    expect(added.pains).toHaveLength(1);
    expect(addClaim(claims, 'at-a-glance')['at-a-glance']?.map((c) => c.text)).toEqual([glance.text, guess.text, '']);
    const full: SectionClaims = { pains: Array.from({ length: CLAIMS_PER_SECTION_MAX }, () => newClaim({ text: 'x' })) };
    expect(addClaim(full, 'pains')).toBe(full);
  });

  it('edits, removes and moves one claim, leaving the others and the input as they were', () => {
    const edited = updateClaim(claims, 'at-a-glance', guess.id, { text: 'Buys shoes once a year.', assumption: true });
    expect(edited['at-a-glance']?.[1]).toEqual({ ...guess, text: 'Buys shoes once a year.', assumption: true });
    expect(edited['at-a-glance']?.[0]).toBe(glance);
    expect(edited.goals).toBe(claims.goals);
    expect(claims['at-a-glance']?.[1]).toBe(guess);

    expect(removeClaim(claims, 'at-a-glance', glance.id)['at-a-glance']).toEqual([guess]);

    expect(moveClaim(claims, 'at-a-glance', guess.id, -1)['at-a-glance']).toEqual([guess, glance]);
    expect(moveClaim(claims, 'at-a-glance', glance.id, 1)['at-a-glance']).toEqual([guess, glance]);
    expect(moveClaim(claims, 'at-a-glance', glance.id, -1)['at-a-glance']).toEqual([glance, guess]);
    expect(moveClaim(claims, 'at-a-glance', guess.id, 1)['at-a-glance']).toEqual([glance, guess]);
  });

  it('cites a passage once, up to the limit, and removes one citation', () => {
    const cited = addCitation(claims, 'at-a-glance', guess.id, passage(7));
    expect(cited['at-a-glance']?.[1]?.citations).toEqual([passage(7)]);
    expect(addCitation(cited, 'at-a-glance', guess.id, passage(7))['at-a-glance']?.[1]?.citations).toEqual([passage(7)]);
    const many = newClaim({ text: 'Many', citations: Array.from({ length: CITATIONS_PER_CLAIM_MAX }, (_, i) => passage(i + 1)) });
    expect(addCitation({ goals: [many] }, 'goals', many.id, passage(99)).goals?.[0]?.citations).toHaveLength(CITATIONS_PER_CLAIM_MAX);

    expect(removeCitation(claims, 'goals', goal.id, passage(2)).goals?.[0]?.citations).toEqual([passage(3)]);
  });

  it('knows when any claim is written', () => {
    expect(hasWrittenClaims({})).toBe(false);
    expect(hasWrittenClaims({ goals: [newClaim({ text: '  ', citations: [passage(1)] })] })).toBe(false);
    expect(hasWrittenClaims(claims)).toBe(true);
  });
});

describe('toClaimsInput', () => {
  it('sends trimmed claims in reading order, leaving blank claims and empty sections out', () => {
    const input = toClaimsInput({ goals: [goal, newClaim({ text: ' ' })], 'at-a-glance': [{ ...guess, assumption: true }], pains: [newClaim()] });
    expect(input).toEqual({
      'at-a-glance': [{ text: guess.text, citations: [], assumption: true }],
      goals: [{ text: 'Wants to finish a mountain marathon.', citations: [passage(2), passage(3)], assumption: false }],
    });
    expect(Object.keys(input)).toEqual(['at-a-glance', 'goals']);
  });
});

describe('support marks', () => {
  const sent = toClaimsInput(claims);
  const response: ClaimCheckResponse = {
    sections: {
      'at-a-glance': [
        { support: 'supported', unknownCitations: [] },
        { support: 'unsupported', unknownCitations: [] },
      ],
      goals: [{ support: 'weak', unknownCitations: [passage(3)] }],
    },
    coverage: { supported: 1, total: 3 },
  };
  const marks = marksFromCheck(sent, response);

  it('gives each claim the mark answered for it, in the order sent', () => {
    expect(markOf(marks, 'at-a-glance', glance)).toEqual({ support: 'supported', unknownCitations: [] });
    expect(markOf(marks, 'at-a-glance', guess)?.support).toBe('unsupported');
    expect(markOf(marks, 'goals', goal)).toEqual({ support: 'weak', unknownCitations: [passage(3)] });
  });

  it('drops a claim’s mark once its text or citations change, not when it becomes an assumption or moves', () => {
    expect(markOf(marks, 'at-a-glance', { ...glance, text: 'Runs road races.' })).toBeUndefined();
    expect(markOf(marks, 'at-a-glance', { ...glance, citations: [] })).toBeUndefined();
    expect(markOf(marks, 'goals', glance)).toBeUndefined();
    expect(markOf(marks, 'at-a-glance', { ...guess, assumption: true })?.support).toBe('unsupported');
    expect(markOf(marks, 'at-a-glance', { ...glance, text: ` ${glance.text}\n` })?.support).toBe('supported');
    const moved = moveClaim(claims, 'at-a-glance', guess.id, -1);
    expect(moved['at-a-glance']?.map((claim) => markOf(marks, 'at-a-glance', claim)?.support)).toEqual(['unsupported', 'supported']);
  });

  it('counts coverage over the checked claims of a section and of the draft', () => {
    expect(sectionCoverage(marks, 'at-a-glance', claims['at-a-glance'])).toEqual({ supported: 1, total: 2 });
    expect(sectionCoverage(marks, 'pains', claims.pains)).toEqual({ supported: 0, total: 0 });
    expect(draftCoverage(marks, claims)).toEqual(response.coverage);
    expect(coveragePercent(draftCoverage(marks, claims))).toBe(33);
    // A claim typed since the check is not counted until it is checked.
    const typed = addClaim(claims, 'goals', newClaim({ text: 'New, unchecked.' }));
    expect(draftCoverage(marks, typed)).toEqual({ supported: 1, total: 3 });
  });

  it('counts the unsupported claims not kept as assumptions', () => {
    expect(unsupportedClaims(marks, claims)).toBe(1);
    expect(unsupportedClaims(marks, updateClaim(claims, 'at-a-glance', guess.id, { assumption: true }))).toBe(0);
    expect(unsupportedClaims(marks, updateClaim(claims, 'at-a-glance', guess.id, { text: 'Edited since.' }))).toBe(0);
  });
});
