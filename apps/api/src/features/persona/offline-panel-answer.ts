import { stableHash } from './blueprint-text';
import { choiceReasons, preferredChoice } from './choice-reasons';
import { composeAnswer, speakPassages, type ComposedAnswer } from './compose-answer';
import type { PersonaContext } from './persona-model';
import { continueSentence, properNounsOf } from './persona-speech';
import { questionChoices } from './question-choices';
import { PersonaIndex } from './retrieval';

/** The most passages a panel answer draws on: a little longer than a chat answer. */
export const PANEL_PASSAGES = 4;

/**
 * Round 1 of a question panel, offline: a chat answer (a little longer); when the question offers choices,
 * it opens with the one the persona prefers ("I'd go for yearly — …") and the Blueprint sentences behind it.
 */
export function composePanelAnswer(persona: PersonaContext, question: string, index = new PersonaIndex(persona)): ComposedAnswer {
  const choices = questionChoices(question);
  if (choices.length === 0) return composeAnswer(persona, question, index, { maxPassages: PANEL_PASSAGES });

  const choice = preferredChoice(persona, question, choices, index);
  const seed = stableHash(question.trim().toLowerCase());
  const { passages, fromGaps } = choiceReasons(index, question, choices, choice, PANEL_PASSAGES);
  if (passages.length === 0) {
    return { text: `I'd go for ${choice}, if I had to pick — but honestly, I couldn't tell you much more than that.`, citations: fromGaps ? ['gaps'] : [] };
  }
  const why = speakPassages(persona, passages, seed);
  return { ...why, text: `I'd go for ${choice} — ${continueSentence(why.text, properNounsOf(persona))}` };
}
