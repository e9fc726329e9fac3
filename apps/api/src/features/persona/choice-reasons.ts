import { stableHash } from './blueprint-text';
import { groundAnswer } from './compose-grounds';
import type { PersonaContext } from './persona-model';
import type { Passage, PersonaIndex } from './retrieval';

/** Which of a question's choices the persona makes, and the Blueprint passages behind it (chat and panels). */

/** How strongly the persona's Blueprint speaks to a choice: its best passage's retrieval score (0 when none). */
function choiceScore(index: PersonaIndex, choice: string): number {
  return index.find(choice).find((hit) => hit.passage.source !== 'avatar' && hit.passage.source !== 'gaps')?.score ?? 0;
}

/**
 * The choice the persona prefers: the one its Blueprint's passages match best; among equally good ones (or
 * when none matches), one picked by the persona's name and the question, so that it is stable.
 */
export function preferredChoice(persona: PersonaContext, question: string, choices: string[], index: PersonaIndex): string {
  const scores = choices.map((choice) => choiceScore(index, choice));
  const best = Math.max(...scores);
  const tied = choices.filter((_, i) => scores[i] === best);
  return tied[stableHash(`${persona.avatar.name}\n${question}`.toLowerCase()) % tied.length]!;
}

/** The question without the choices the persona did not make: what its reasons should be about. */
function focusOn(question: string, choices: string[], chosen: string): string {
  return choices.filter((c) => c !== chosen).reduce((text, other) => text.split(other).join(' '), question);
}

/**
 * Why the persona makes its choice: what its Blueprint says about the choice, then about the question
 * (without the other choices), at most `max` passages; and whether only its Known gaps matched.
 */
export function choiceReasons(index: PersonaIndex, question: string, choices: string[], chosen: string, max: number): { passages: Passage[]; fromGaps: boolean } {
  const groundings = [groundAnswer(index, chosen, max), groundAnswer(index, focusOn(question, choices, chosen), max)];
  const passages = [...new Set(groundings.flatMap((g) => (g.kind === 'passages' ? g.hits.map((h) => h.passage) : [])))].slice(0, max);
  return { passages, fromGaps: groundings.some((g) => g.kind === 'unknown' && g.fromGaps) };
}
