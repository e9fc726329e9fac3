import { AVATAR_NAME_MAX_LENGTH, GENDER_MAX_LENGTH, nameTooLong, OCCUPATION_MAX_LENGTH, PORTRAIT_MAX_BYTES, SECTION_MAX_LENGTH } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { newClaim } from './claims-form';
import { deliveryProblem, deliveryStart, EMPTY_DELIVERY, portraitProblem, toDeliverBody, type DeliveryFormValues } from './delivery-form';

const filled: DeliveryFormValues = {
  ...EMPTY_DELIVERY,
  name: 'Rita Runner',
  age: '34',
  gender: 'female',
  occupation: 'Product manager',
  sections: { 'at-a-glance': '# Rita', goals: '' },
  externalUrl: 'https://docs.example.com/old',
};
const problem = (values: Partial<DeliveryFormValues>) => deliveryProblem(toDeliverBody({ ...filled, ...values }));

describe('toDeliverBody', () => {
  it('sends the sections without the address, or the address without the sections', () => {
    expect(toDeliverBody(filled)).toEqual({
      name: 'Rita Runner',
      age: 34,
      gender: 'female',
      occupation: 'Product manager',
      sections: { 'at-a-glance': '# Rita', goals: '' },
      externalUrl: null,
    });
    expect(toDeliverBody({ ...filled, source: 'external', externalUrl: ' https://docs.example.com/rita ' })).toMatchObject({
      sections: {},
      externalUrl: 'https://docs.example.com/rita',
    });
  });

  it('sends the claims of an order with sources, with empty sections; the Markdown of one without', () => {
    const cited = `${'a'.repeat(8)}-1111-4111-8111-${'b'.repeat(12)}:3`;
    const withClaims: DeliveryFormValues = {
      ...filled,
      claims: { goals: [newClaim({ text: ' Runs weekly. ', citations: [cited] }), newClaim({ text: '' })], pains: [newClaim({ text: 'Blisters.', assumption: true })] },
    };
    expect(toDeliverBody(withClaims, 'claims')).toEqual({
      name: 'Rita Runner',
      age: 34,
      gender: 'female',
      occupation: 'Product manager',
      sections: {},
      claims: {
        goals: [{ text: 'Runs weekly.', citations: [cited], assumption: false }],
        pains: [{ text: 'Blisters.', citations: [], assumption: true }],
      },
      externalUrl: null,
    });
    expect(toDeliverBody(withClaims)).toEqual(toDeliverBody(filled));
    expect(toDeliverBody({ ...withClaims, source: 'external', externalUrl: 'https://docs.example.com/rita' }, 'claims')).toEqual({
      ...toDeliverBody(filled),
      sections: {},
      externalUrl: 'https://docs.example.com/rita',
    });
    expect(deliveryProblem(toDeliverBody(withClaims, 'claims'))).toBeNull();
    expect(deliveryProblem(toDeliverBody({ ...withClaims, claims: { goals: [newClaim({ text: '  ' })] } }, 'claims'))).toBe(
      'Write at least one section of the Blueprint, or give the address of an external document.',
    );
    expect(deliveryProblem(toDeliverBody({ ...withClaims, claims: { goals: [newClaim({ text: 'Cites nothing real.', citations: ['not-a-passage'] })] } }, 'claims'))).toBe(
      'A citation must name a passage of this order’s sources.',
    );
  });

  it('names the drafting model whichever source is chosen, and nothing without a draft', () => {
    expect(toDeliverBody({ ...filled, draftedBy: 'fake-model' })).toMatchObject({ draftedBy: 'fake-model', externalUrl: null });
    expect(toDeliverBody({ ...filled, draftedBy: 'fake-model', source: 'external' })).toMatchObject({ draftedBy: 'fake-model', sections: {} });
    expect(toDeliverBody(filled)).not.toHaveProperty('draftedBy');
  });
});

describe('deliveryProblem', () => {
  it('accepts a complete delivery', () => {
    expect(problem({})).toBeNull();
    expect(problem({ source: 'external', externalUrl: 'https://docs.example.com/rita' })).toBeNull();
  });

  it('names the first missing persona field', () => {
    expect(problem({ name: '  ' })).toBe('Please type the persona’s name.');
    expect(problem({ gender: '' })).toBe('Please type the persona’s gender.');
    expect(problem({ occupation: '' })).toBe('Please type the persona’s occupation.');
  });

  it('names the persona field that is over its limit', () => {
    expect(problem({ name: 'n'.repeat(AVATAR_NAME_MAX_LENGTH + 1) })).toBe(nameTooLong(AVATAR_NAME_MAX_LENGTH));
    expect(problem({ gender: 'g'.repeat(GENDER_MAX_LENGTH + 1) })).toBe(`The gender can have at most ${GENDER_MAX_LENGTH} characters.`);
    expect(problem({ occupation: 'o'.repeat(OCCUPATION_MAX_LENGTH + 1) })).toBe(`The occupation can have at most ${OCCUPATION_MAX_LENGTH} characters.`);
  });

  it('wants a whole age from 13 to 120', () => {
    for (const age of ['', 'abc', '12', '121', '30.5']) expect(problem({ age })).toBe('The age must be a whole number from 13 to 120.');
    expect(problem({ age: '13' })).toBeNull();
  });

  it('wants a written section or an https address', () => {
    const noDocument = 'Write at least one section of the Blueprint, or give the address of an external document.';
    expect(problem({ sections: { goals: '   ' } })).toBe(noDocument);
    expect(problem({ sections: { goals: 'x'.repeat(SECTION_MAX_LENGTH + 1) } })).toBe(`A section can have at most ${SECTION_MAX_LENGTH} characters.`);
    expect(problem({ source: 'external', externalUrl: '' })).toBe('Please type the full address of the document (https://…).');
    expect(problem({ source: 'external', externalUrl: 'http://docs.example.com' })).toBe('The document address must start with https://');
  });
});

describe('portraitProblem', () => {
  it('takes a JPEG up to 5 MB only', () => {
    expect(portraitProblem({ type: 'image/jpeg', size: PORTRAIT_MAX_BYTES })).toBeNull();
    expect(portraitProblem({ type: 'image/jpeg', size: PORTRAIT_MAX_BYTES + 1 })).toBe('Portraits can be at most 5 MB.');
    expect(portraitProblem({ type: 'image/png', size: 10 })).toBe('The portrait must be a JPEG image.');
  });
});

describe('deliveryStart', () => {
  it("starts a refresh from the refreshed avatar's persona, and any other order empty", () => {
    expect(deliveryStart(null)).toEqual(EMPTY_DELIVERY);
    expect(deliveryStart({ id: 'av-1', name: 'Rita Runner', age: 34, gender: 'female', occupation: 'guide' })).toEqual({ ...EMPTY_DELIVERY, name: 'Rita Runner', age: '34', gender: 'female', occupation: 'guide' });
  });
});
