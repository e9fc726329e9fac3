import { BLUEPRINT_DOCUMENT_VERSION, BLUEPRINT_SECTIONS, type BlueprintDocument, type SectionsInput } from '@persona/shared';

/** The written sections, in the Blueprint's order, as versioned JSON (or null when an address is given). */
export function toDocument(sections: SectionsInput): BlueprintDocument | null {
  const written = BLUEPRINT_SECTIONS.filter((s) => (sections[s.key] ?? '').trim() !== '');
  if (written.length === 0) return null;
  return { version: BLUEPRINT_DOCUMENT_VERSION, sections: written.map((s) => ({ key: s.key, title: s.title, markdown: (sections[s.key] ?? '').trim() })) };
}
