import { BLUEPRINT_SECTION_KEYS, type BlueprintDraft } from '@persona/shared';
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
