import { BLUEPRINT_SECTIONS, BLUEPRINT_SECTION_KEYS, type BlueprintSectionKey } from '@persona/shared';
import type { ClaimDraft } from './claims-form';
import type { BlueprintWriting, DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';

/** The element id of a part of the delivery console's form, which its section navigation scrolls to. */
export const consoleAnchor = (part: string) => `delivery-${part}`;

/** The attribute naming the Blueprint section a field belongs to: focus inside it picks the previewed section. */
export const SECTION_ATTRIBUTE = 'data-section';

export interface ConsoleStop {
  id: string;
  label: string;
}

/** The parts of the form, in order: the persona, the portrait, each Blueprint section (or the Blueprint's address), fidelity. */
export function consoleStops(writingSections: boolean): ConsoleStop[] {
  const blueprint = writingSections
    ? BLUEPRINT_SECTIONS.map(({ key, title }) => ({ id: consoleAnchor(key), label: title }))
    : [{ id: consoleAnchor('blueprint'), label: DELIVERY_TEXTS.blueprint }];
  return [
    { id: consoleAnchor('persona'), label: DELIVERY_TEXTS.persona },
    { id: consoleAnchor('portrait'), label: DELIVERY_TEXTS.portraitNav },
    ...blueprint,
    { id: consoleAnchor('fidelity'), label: DELIVERY_TEXTS.fidelityNav },
  ];
}

/** The section key an attribute value names, or null for anything else. */
export const asSectionKey = (value: string | null | undefined): BlueprintSectionKey | null =>
  BLUEPRINT_SECTION_KEYS.find((key) => key === value) ?? null;

export const sectionTitle = (key: BlueprintSectionKey): string => BLUEPRINT_SECTIONS.find((section) => section.key === key)?.title ?? key;

/** A section's claims as Markdown: one list item a written claim, an assumption marked as one. */
export const claimsMarkdown = (claims: readonly ClaimDraft[]): string =>
  claims
    .filter((claim) => claim.text.trim() !== '')
    .map((claim) => `- ${claim.text.trim()}${claim.assumption ? ` ${DELIVERY_TEXTS.assumption}` : ''}`)
    .join('\n');

/** What the preview renders for a section: its Markdown as typed, or its claims. */
export function sectionMarkdown(values: Pick<DeliveryFormValues, 'sections' | 'claims'>, writing: BlueprintWriting, key: BlueprintSectionKey): string {
  return writing === 'claims' ? claimsMarkdown(values.claims[key] ?? []) : (values.sections[key] ?? '');
}
