import { BLUEPRINT_SECTIONS, type BlueprintSectionKey, type ChatCitation } from '@persona/shared';
import type { AvatarLinks } from '../avatars';
import type { PersonaContext } from './persona-model';
import type { PersonaSource } from './persona.queries';

/** Turns stored section keys into links; made when read, since the document's address is signed and expires. */
export type Cite = (keys: readonly BlueprintSectionKey[]) => ChatCitation[];

const SECTION_TITLES = new Map<string, string>(BLUEPRINT_SECTIONS.map((s) => [s.key, s.title]));

/**
 * Citations of a persona: each key (once, in the order given) with its section's title and the document page
 * opened at it (`<signed page address>#<key>`: the page gives each section id=key). Keys the Blueprint does not
 * hold, and any key of an avatar without a document page, are left out.
 */
export function citationsFor(source: PersonaSource, documentUrl: string): Cite {
  const sections = new Map((source.document?.sections ?? []).map((s) => [s.key, s.title]));
  return (keys) =>
    [...new Set(keys)]
      .filter((key) => sections.has(key) && documentUrl !== '' && !source.externalUrl)
      .map((key) => ({ key, title: sections.get(key) ?? SECTION_TITLES.get(key) ?? key, url: `${documentUrl}#${key}` }));
}

/** The citations of a persona (none for an avatar deleted since), linked to its document page. */
export function personaCitations(deps: { links: AvatarLinks }, source: PersonaSource | null): Cite {
  if (!source) return () => [];
  return citationsFor(source, deps.links(source.avatar.accountId).document(source.avatar.docId, source.externalUrl));
}

/** What the persona knows: the avatar's facts and its Blueprint's written sections (none for an external address). */
export const toPersonaContext = (source: PersonaSource): PersonaContext => ({
  avatar: {
    name: source.avatar.name,
    age: source.avatar.age,
    gender: source.avatar.gender,
    occupation: source.avatar.occupation,
    company: source.avatar.companyName,
    campaign: source.avatar.campaignName,
  },
  sections: source.externalUrl ? [] : (source.document?.sections ?? []).map((s) => ({ key: s.key, title: s.title, markdown: s.markdown })),
});
