import type { BlueprintDraft, BlueprintDraftPartial } from '@persona/shared';
import { hasWrittenClaims } from './claims-form';
import type { DeliveryFormValues } from './delivery-form';

/** Whether the admin has written any of what a draft replaces (the persona, a section or a claim). */
export function hasTypedContent(values: DeliveryFormValues): boolean {
  const { name, age, gender, occupation, sections, claims } = values;
  return [name, age, gender, occupation, ...Object.values(sections)].some((text) => text !== undefined && text.trim() !== '') || hasWrittenClaims(claims);
}

/**
 * The form with the draft so far filled in: each field the model has written replaces the form's, the rest stay
 * as they are. A draft is written as sections, so that is the source it shows.
 */
export function applyDraftPartial(values: DeliveryFormValues, draft: BlueprintDraftPartial): DeliveryFormValues {
  const { name, age, gender, occupation, sections } = draft;
  return {
    ...values,
    ...(name === undefined ? {} : { name }),
    ...(age === undefined ? {} : { age: String(age) }),
    ...(gender === undefined ? {} : { gender }),
    ...(occupation === undefined ? {} : { occupation }),
    sections: { ...values.sections, ...sections },
    source: 'sections',
  };
}

/** The form with the whole draft in every field, remembering the model that wrote it (the body's draftedBy). */
export function applyDraft(values: DeliveryFormValues, draft: BlueprintDraft, model: string): DeliveryFormValues {
  return { ...applyDraftPartial(values, draft), draftedBy: model };
}
