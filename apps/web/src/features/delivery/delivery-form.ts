import { deliverBodySchema, PORTRAIT_MAX_BYTES, PORTRAIT_MESSAGES, type BlueprintSectionKey, type DeliverBody, type OpenOrder } from '@persona/shared';
import { toClaimsInput, type SectionClaims } from './claims-form';

/** Where the Blueprint comes from: sections written here, or a document kept elsewhere. */
export type BlueprintSource = 'sections' | 'external';

export interface DeliveryFormValues {
  name: string;
  /** As typed; the body carries it as a number. */
  age: string;
  gender: string;
  occupation: string;
  source: BlueprintSource;
  sections: Partial<Record<BlueprintSectionKey, string>>;
  /** An order with sources: each section's claims, in place of its Markdown. */
  claims: SectionClaims;
  externalUrl: string;
  /** The model whose whole draft filled the form (kept whatever the admin edits after), else null. */
  draftedBy: string | null;
}

export const EMPTY_DELIVERY: DeliveryFormValues = {
  name: '',
  age: '',
  gender: '',
  occupation: '',
  source: 'sections',
  sections: {},
  claims: {},
  externalUrl: '',
  draftedBy: null,
};

/** Where the form starts: empty, or for a refresh the refreshed avatar's persona (the admin edits it from there). */
export function deliveryStart(refreshOf: OpenOrder['refreshOf']): DeliveryFormValues {
  if (!refreshOf) return EMPTY_DELIVERY;
  const { name, age, gender, occupation } = refreshOf;
  return { ...EMPTY_DELIVERY, name, age: String(age), gender, occupation };
}

/** How the order's Blueprint is written: Markdown sections, or claims citing the order's sources (it has some). */
export type BlueprintWriting = 'markdown' | 'claims';

/**
 * The request body the form stands for; only the chosen source is sent, so a stale address never wins. Claims go
 * with empty sections. A drafted persona says so (draftedBy) even when the Blueprint became an external document.
 */
export function toDeliverBody(values: DeliveryFormValues, writing: BlueprintWriting = 'markdown'): DeliverBody {
  const { name, age, gender, occupation, source, sections, claims, externalUrl, draftedBy } = values;
  const blueprint =
    source === 'external'
      ? { sections: {}, externalUrl: externalUrl.trim() }
      : writing === 'claims'
        ? { sections: {}, claims: toClaimsInput(claims), externalUrl: null }
        : { sections, externalUrl: null };
  return {
    name,
    age: age.trim() === '' ? Number.NaN : Number(age),
    gender,
    occupation,
    ...blueprint,
    ...(draftedBy ? { draftedBy } : {}),
  };
}

/** The first rule of deliverBodySchema the body breaks, in the server's words; null when it would be accepted. */
export function deliveryProblem(body: DeliverBody): string | null {
  const result = deliverBodySchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Why a chosen file cannot be the portrait (the API takes one JPEG of at most 5 MB); null when it can. */
export function portraitProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type !== 'image/jpeg') return PORTRAIT_MESSAGES.notJpeg;
  if (file.size > PORTRAIT_MAX_BYTES) return PORTRAIT_MESSAGES.tooLarge;
  return null;
}
