import type { BlueprintClaimsDraft, BlueprintClaimsDraftPartial, BlueprintDraft, BlueprintDraftPartial, BlueprintSectionKey } from '@persona/shared';
import { hasWrittenClaims, newClaim, type ClaimDraft, type SectionClaims } from './claims-form';
import { EMPTY_DELIVERY, type DeliveryFormValues } from './delivery-form';

/**
 * Whether the admin has written any of what a draft replaces (the persona, a section or a claim). A persona the
 * form started with (a refresh's avatar) is not the admin's writing until changed.
 */
export function hasTypedContent(values: DeliveryFormValues, start: DeliveryFormValues = EMPTY_DELIVERY): boolean {
  const { name, age, gender, occupation, sections, claims } = values;
  const persona = ([['name', name], ['age', age], ['gender', gender], ['occupation', occupation]] as const).filter(([key, text]) => text !== start[key]).map(([, text]) => text);
  return [...persona, ...Object.values(sections)].some((text) => text !== undefined && text.trim() !== '') || hasWrittenClaims(claims);
}

type DraftedClaims = NonNullable<BlueprintClaimsDraftPartial['claims']>;

/**
 * The drafted claims in place of the sections' own. A claim keeps the id of the one at its place, so the partial
 * drafts that follow each other fill the same fields rather than drawing new ones.
 */
function fillClaims(claims: SectionClaims, drafted: DraftedClaims): SectionClaims {
  const filled: SectionClaims = { ...claims };
  for (const [key, list] of Object.entries(drafted) as [BlueprintSectionKey, DraftedClaims[BlueprintSectionKey]][]) {
    if (!list) continue;
    filled[key] = list.map(({ text = '', citations = [] }, index): ClaimDraft => {
      const place = claims[key]?.[index];
      return place ? { id: place.id, text, citations, assumption: false } : newClaim({ text, citations });
    });
  }
  return filled;
}

/**
 * The form with the draft so far filled in: each field the model has written replaces the form's, the rest stay
 * as they are. A draft is written as sections (Markdown, or claims for an order with sources), so that is the
 * source it shows.
 */
export function applyDraftPartial(values: DeliveryFormValues, draft: BlueprintDraftPartial | BlueprintClaimsDraftPartial): DeliveryFormValues {
  const { name, age, gender, occupation } = draft;
  return {
    ...values,
    ...(name === undefined ? {} : { name }),
    ...(age === undefined ? {} : { age: String(age) }),
    ...(gender === undefined ? {} : { gender }),
    ...(occupation === undefined ? {} : { occupation }),
    ...('claims' in draft ? { claims: fillClaims(values.claims, draft.claims ?? {}) } : {}),
    ...('sections' in draft ? { sections: { ...values.sections, ...draft.sections } } : {}),
    source: 'sections',
  };
}

/**
 * The form with the whole draft in every field, remembering what wrote it (the body's draftedBy). An age the
 * research does not give (a claims draft's null) is left empty for the admin to type.
 */
export function applyDraft(values: DeliveryFormValues, draft: BlueprintDraft | BlueprintClaimsDraft, model: string): DeliveryFormValues {
  return { ...applyDraftPartial(values, { ...draft, age: draft.age ?? undefined }), ...(draft.age === null ? { age: '' } : {}), draftedBy: model };
}
