import { stripMarkdown } from './blueprint-text';
import type { PersonaContext } from './persona-model';
import type { Passage } from './retrieval';

/** Where an objection line names the proof that answers it: "… Proof: an ROI calculator", "… → a case study". */
const PROOF = /(?:\b(?:proof|evidence)\b[^:\n]{0,40}:|→|->|=>)\s*(.+)$/i;

const plain = (text: string) => stripMarkdown(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The proof the Blueprint gives for an objection passage ("an ROI calculator"), as written without markdown
 * and its closing full stop; undefined when its line names none. The persona never says the proof as its
 * own view (it is for the marketer), but it is what would win it over.
 */
export function proofFor(persona: PersonaContext, passage: Passage): string | undefined {
  if (passage.source !== 'objections') return undefined;
  const markdown = persona.sections.find((s) => s.key === 'objections')?.markdown ?? '';
  const said = plain(passage.text);
  for (const line of markdown.split('\n')) {
    const proof = PROOF.exec(line);
    if (!proof || !said || !plain(line.slice(0, proof.index)).includes(said)) continue;
    const text = stripMarkdown(proof[1]!).replace(/[.\s]+$/, '').trim();
    if (text) return text;
  }
  return undefined;
}
