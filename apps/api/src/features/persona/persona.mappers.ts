import { BLUEPRINT_SECTIONS, type BlueprintDocument, type BlueprintSectionKey, type ChatCitation, type EvidenceQuote } from '@persona/shared';
import type { AvatarLinks } from '../avatars';
import { claimsOf, isGuess, keyOf } from './cited-sections';
import type { CitedSection, PersonaContext } from './persona-model';
import type { PersonaSource } from './persona.queries';

/**
 * Turns stored citations (section keys, or keys with claim indexes) into links, with the quotes behind the
 * claims; made when read, since the document's address is signed and expires.
 */
export type Cite = (cited: readonly CitedSection[]) => ChatCitation[];

const SECTION_TITLES = new Map<string, string>(BLUEPRINT_SECTIONS.map((s) => [s.key, s.title]));

type DocumentSection = BlueprintDocument['sections'][number];

/**
 * What a version-2 section's claims (by index) bring to a citation: the quotes of the passages they cite (each
 * once, in order), and whether one of them is a guess. A version-1 section, or indexes it no longer holds
 * (a Blueprint rewritten since), add nothing.
 */
function evidenceOf(document: BlueprintDocument, section: DocumentSection, indexes: number[]): Pick<ChatCitation, 'evidence' | 'assumption'> {
  if (document.version !== 2 || !('claims' in section) || indexes.length === 0) return {};
  const claims = [...new Set(indexes)].flatMap((i) => section.claims[i] ?? []);
  const quotes = new Map<string, EvidenceQuote>();
  for (const id of claims.flatMap((claim) => claim.citations)) {
    const quote = document.evidence[id];
    if (quote && !quotes.has(id)) quotes.set(id, quote);
  }
  return { ...(quotes.size > 0 ? { evidence: [...quotes.values()] } : {}), ...(claims.some(isGuess) ? { assumption: true } : {}) };
}

/**
 * Citations of a persona: each section (once, in the order given) with its title and the document page opened
 * at it (`<signed page address>#<key>`: the page gives each section id=key), and for the claims of a
 * version-2 Blueprint the answer relied on, their quotes and whether one was a guess. Keys the Blueprint does
 * not hold, and any key of an avatar without a document page, are left out.
 */
export function citationsFor(source: PersonaSource, documentUrl: string): Cite {
  const document = source.document;
  const sections = new Map<BlueprintSectionKey, DocumentSection>((document?.sections ?? []).map((s) => [s.key, s]));
  return (cited) => {
    const claims = new Map<BlueprintSectionKey, number[]>();
    for (const c of cited) claims.set(keyOf(c), [...(claims.get(keyOf(c)) ?? []), ...claimsOf(c)]);
    return [...claims]
      .filter(([key]) => sections.has(key) && documentUrl !== '' && !source.externalUrl)
      .map(([key, indexes]) => {
        const section = sections.get(key)!;
        return { key: section.key, title: section.title || SECTION_TITLES.get(key) || key, url: `${documentUrl}#${key}`, ...evidenceOf(document!, section, indexes) };
      });
  };
}

/** The citations of a persona (none for an avatar deleted since), linked to its document page. */
export function personaCitations(deps: { links: AvatarLinks }, source: PersonaSource | null): Cite {
  if (!source) return () => [];
  return citationsFor(source, deps.links(source.avatar.accountId).document(source.avatar.docId, source.externalUrl));
}

/**
 * What the persona knows: the avatar's facts and its Blueprint's written sections (none for an external
 * address); a version-2 Blueprint adds its claims and their quotes.
 */
export function toPersonaContext(source: PersonaSource): PersonaContext {
  const avatar = {
    name: source.avatar.name,
    age: source.avatar.age,
    gender: source.avatar.gender,
    occupation: source.avatar.occupation,
    company: source.avatar.companyName,
    campaign: source.avatar.campaignName,
  };
  return documentPersona(avatar, source.externalUrl ? null : source.document);
}

/** A persona from the avatar's facts and its Blueprint document (null: an external address, nothing written). */
export function documentPersona(avatar: PersonaContext['avatar'], document: BlueprintDocument | null): PersonaContext {
  if (document?.version === 2) {
    return { avatar, sections: document.sections.map((s) => ({ key: s.key, title: s.title, markdown: s.markdown, claims: s.claims })), evidence: document.evidence };
  }
  return { avatar, sections: (document?.sections ?? []).map((s) => ({ key: s.key, title: s.title, markdown: s.markdown })) };
}
