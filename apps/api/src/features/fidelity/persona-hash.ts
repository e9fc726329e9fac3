import { createHash } from 'node:crypto';
import type { PersonaContext } from '../persona';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The Blueprint a persona holds, as a stable value: each section's text and its claims' words and citations,
 * and the quotes they cite. A claim's support mark is left out: a judge model may mark the same claim otherwise
 * the next time, and the persona answers from the claim, not from its mark.
 */
const blueprintOf = (persona: PersonaContext) => ({
  sections: persona.sections.map((s) => [s.key, s.markdown, (s.claims ?? []).map((c) => [c.text, c.citations, c.assumption])]),
  evidence: Object.entries(persona.evidence ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, q]) => [id, q.quote, q.source, q.location]),
});

/** A hash of the persona a run measured (its facts and its Blueprint): a report belongs to the persona of the same hash. */
export function personaHash(persona: PersonaContext): string {
  const { name, age, gender, occupation, company, campaign } = persona.avatar;
  return sha256({ facts: [name, age, gender, occupation, company, campaign], blueprint: blueprintOf(persona) });
}

/** A hash of the Blueprint alone: panel members must hold Blueprints that differ, whatever their names. */
export const blueprintHash = (persona: PersonaContext): string => sha256(blueprintOf(persona));
