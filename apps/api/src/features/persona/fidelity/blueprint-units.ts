import type { BlueprintSectionKey } from '@persona/shared';
import type { PersonaContext } from '../persona-model';
import { personaPassages, tableAsList } from '../retrieval';

/** A statement the persona's answers may rest on: an avatar fact, a section sentence or claim, or a research quote. */
export interface BlueprintUnit {
  text: string;
  /** The section it belongs to (an evidence quote: the section of the claim citing it); null for the avatar's facts. */
  section: BlueprintSectionKey | null;
  /** A version-2 Blueprint: the claim it is, or whose evidence it is. */
  claim?: number;
}

/**
 * Every unit of a persona: the avatar's facts and the sections' sentences (or claims), as retrieval reads them,
 * and for a version-2 Blueprint the quotes each claim cites.
 */
export function blueprintUnits(persona: PersonaContext): BlueprintUnit[] {
  const units: BlueprintUnit[] = personaPassages(persona).map((p) =>
    p.source === 'avatar' ? { text: p.text, section: null } : { text: p.text, section: p.source, ...(p.claim ? { claim: p.claim.index } : {}) },
  );
  if (persona.avatar.gender) units.push({ text: `I'm ${persona.avatar.gender}.`, section: null });
  // An objection's proof is written for the marketer, but what it says of the persona ("he signs off up to €300 a
  // month himself") is in the Blueprint all the same: an answer that says it is supported, citing the objections.
  for (const section of persona.sections) {
    if (section.key !== 'objections' || section.claims) continue;
    for (const row of tableAsList(section.markdown, false).split('\n')) {
      const proof = /^\s*-\s*[^—]+—\s*(.+)$/.exec(row)?.[1];
      if (proof) units.push(...proof.split(/\s*;\s*/).filter((p) => /\p{L}/u.test(p)).map((text) => ({ text, section: 'objections' as const })));
    }
  }
  for (const section of persona.sections) {
    for (const [index, claim] of (section.claims ?? []).entries()) {
      for (const id of claim.citations) {
        const quote = persona.evidence?.[id];
        if (quote) units.push({ text: quote.quote, section: section.key, claim: index });
      }
    }
  }
  return units;
}

/** The units of one section (and, given claim indexes, of those claims only). */
export const unitsOf = (units: readonly BlueprintUnit[], section: BlueprintSectionKey, claim?: number): string[] =>
  units.filter((u) => u.section === section && (claim === undefined || u.claim === claim)).map((u) => u.text);

/** Whether the Blueprint has the section, with some words in it. */
export const hasSection = (persona: PersonaContext, key: BlueprintSectionKey): boolean =>
  persona.sections.some((s) => s.key === key && (/\p{L}/u.test(s.markdown) || (s.claims?.length ?? 0) > 0));
