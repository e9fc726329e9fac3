import { BLUEPRINT_SECTION_KEYS, EXTRACTIVE_DRAFTER, type BlueprintClaimsDraft, type BlueprintDraft } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { newClaim } from './claims-form';
import { EMPTY_DELIVERY, type DeliveryFormValues } from './delivery-form';
import { applyDraft, applyDraftPartial, hasTypedContent } from './draft-fill';

const typed: DeliveryFormValues = {
  ...EMPTY_DELIVERY,
  name: 'Typed Name',
  age: '40',
  source: 'external',
  sections: { 'at-a-glance': 'Typed glance', goals: 'Typed goals' },
  externalUrl: 'https://docs.example.com/typed',
};

const DRAFT: BlueprintDraft = {
  name: 'Rita Runner',
  age: 34,
  gender: 'female',
  occupation: 'physiotherapist',
  sections: Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, `About ${key}.`])) as BlueprintDraft['sections'],
};

describe('hasTypedContent', () => {
  it('sees any persona field or section with more than spaces', () => {
    expect(hasTypedContent(EMPTY_DELIVERY)).toBe(false);
    expect(hasTypedContent({ ...EMPTY_DELIVERY, name: '  ', sections: { goals: '\n' } })).toBe(false);
    expect(hasTypedContent({ ...EMPTY_DELIVERY, occupation: 'Nurse' })).toBe(true);
    const start = { ...EMPTY_DELIVERY, name: 'Rita', occupation: 'Nurse' };
    expect(hasTypedContent(start, start)).toBe(false);
    expect(hasTypedContent({ ...start, occupation: 'Guide' }, start)).toBe(true);
    expect(hasTypedContent({ ...EMPTY_DELIVERY, sections: { goals: 'Run' } })).toBe(true);
    expect(hasTypedContent({ ...EMPTY_DELIVERY, claims: { goals: [newClaim({ text: ' ' })] } })).toBe(false);
    expect(hasTypedContent({ ...EMPTY_DELIVERY, claims: { goals: [newClaim({ text: 'Runs' })] } })).toBe(true);
  });

  it('ignores what a draft does not replace (the external address)', () => {
    expect(hasTypedContent({ ...EMPTY_DELIVERY, source: 'external', externalUrl: 'https://docs.example.com/x' })).toBe(false);
  });
});

describe('applyDraftPartial', () => {
  it('fills what the model has written so far and leaves the rest as it was', () => {
    const next = applyDraftPartial(typed, { name: 'Rita', age: 34, sections: { goals: 'Finish a mar' } });
    expect(next).toEqual({
      ...typed,
      name: 'Rita',
      age: '34',
      source: 'sections',
      sections: { 'at-a-glance': 'Typed glance', goals: 'Finish a mar' },
    });
  });

  it('changes nothing but the source for an empty draft, and never touches the address or draftedBy', () => {
    const next = applyDraftPartial({ ...typed, draftedBy: 'earlier-model' }, {});
    expect(next).toEqual({ ...typed, draftedBy: 'earlier-model', source: 'sections' });
  });

  it('does not change the values it was given', () => {
    const before = structuredClone(typed);
    applyDraftPartial(typed, { sections: { goals: 'New' } });
    expect(typed).toEqual(before);
  });
});

describe('applyDraft', () => {
  it('fills every field from the whole draft and remembers the model', () => {
    const next = applyDraft(typed, DRAFT, 'fake-model');
    expect(next).toEqual({
      ...typed,
      name: 'Rita Runner',
      age: '34',
      gender: 'female',
      occupation: 'physiotherapist',
      source: 'sections',
      sections: DRAFT.sections,
      draftedBy: 'fake-model',
    });
  });
});

describe('claims drafts (an order with sources)', () => {
  const cite = (position: number) => `33333333-3333-4333-8333-333333333333:${position}`;
  const typedClaims: DeliveryFormValues = {
    ...typed,
    claims: { goals: [newClaim({ text: 'Typed goal', assumption: true })], pains: [newClaim({ text: 'Typed pain' })] },
  };
  const CLAIMS_DRAFT: BlueprintClaimsDraft = {
    name: 'Anna Alpine',
    age: null,
    gender: 'female',
    occupation: 'Trail runner',
    claims: {
      ...(Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, []])) as unknown as BlueprintClaimsDraft['claims']),
      goals: [
        { text: 'I want to finish a mountain marathon.', citations: [cite(1)] },
        { text: 'I train every weekend.', citations: [cite(2), cite(4)] },
      ],
    },
  };

  it('fills the claims so far, each section’s claims in place of the typed ones, keeping the fields at their places', () => {
    const first = applyDraftPartial(typedClaims, { name: 'Anna', claims: { goals: [{ text: 'I want to fin' }] } });
    expect(first.name).toBe('Anna');
    expect(first.age).toBe(typedClaims.age);
    expect(first.sections).toBe(typedClaims.sections);
    expect(first.claims.pains).toBe(typedClaims.claims.pains);
    expect(first.claims.goals).toEqual([{ id: typedClaims.claims.goals?.[0]?.id, text: 'I want to fin', citations: [], assumption: false }]);

    const second = applyDraftPartial(first, { claims: { goals: [{ text: 'I want to finish.', citations: [cite(1)] }, { text: 'I tr' }] } });
    expect(second.claims.goals?.map((claim) => claim.id)[0]).toBe(first.claims.goals?.[0]?.id);
    expect(second.claims.goals?.[1]).toMatchObject({ text: 'I tr', citations: [], assumption: false });
    expect(second.claims.goals?.[1]?.id).not.toBe(second.claims.goals?.[0]?.id);
  });

  it('fills every section from the whole draft, leaves an age the research does not give empty, and names the drafter', () => {
    const next = applyDraft(typedClaims, CLAIMS_DRAFT, EXTRACTIVE_DRAFTER);
    expect(next).toMatchObject({ name: 'Anna Alpine', age: '', gender: 'female', occupation: 'Trail runner', source: 'sections', draftedBy: 'extractive' });
    expect(next.sections).toBe(typedClaims.sections);
    expect(next.claims.pains).toEqual([]);
    expect(next.claims.goals?.map(({ text, citations, assumption }) => ({ text, citations, assumption }))).toEqual([
      { text: 'I want to finish a mountain marathon.', citations: [cite(1)], assumption: false },
      { text: 'I train every weekend.', citations: [cite(2), cite(4)], assumption: false },
    ]);
    expect(applyDraft(typedClaims, { ...CLAIMS_DRAFT, age: 41 }, 'fake-model').age).toBe('41');
  });
});
