import type { ComposedAnswer } from './compose-grounds';
import { groundsOf, withGuessLine } from './compose-grounds';
import { continueSentence, properNounsOf, sayPlainly } from './persona-speech';
import { choiceReasons, preferredChoice } from './choice-reasons';
import type { Turn } from './reply-context';
import { contentTerms } from './retrieval';

/** A Known gap that weighs one thing against another ("how she weighs price against support"). */
const WEIGHING = /\b(?:against|versus|vs\.?|over|than|weighs?|trade[- ]?offs?|between|compare[sd]?|rather|prioriti[sz]e[sd]?)\b/i;

/**
 * "Which matters more: a lower price or less setup time?": the choice its Blueprint speaks for, with the reasons;
 * or, when its Known gaps say it has not weighed one of these against the other, that it honestly does not
 * know, and what it can say of the choice.
 */
export function compare(turn: Turn, choices: string[]): ComposedAnswer {
  const { persona, index, speaker, question } = turn;
  const chosen = preferredChoice(persona, question, choices, index);
  const { passages } = choiceReasons(index, question, choices, chosen, 2);
  const choiceTerms = new Set(contentTerms(choices.join(' ')));
  const gap = index.passages.find((p) => p.source === 'gaps' && WEIGHING.test(p.text) && contentTerms(p.text).some((t) => choiceTerms.has(t)));
  if (gap) {
    const honest = speaker.choose(["Honestly, I'm not sure — I haven't worked out where I stand on that.", "Hard to say, to be honest: I haven't made up my mind on that one."]);
    const said = passages.map((p, i) => speaker.say(p, false, i));
    return { text: [honest, ...said].join(' '), ...groundsOf(persona, [gap, ...passages]) };
  }
  if (passages.length === 0) {
    return { text: speaker.choose([`I'd go for ${chosen}, if I had to pick — but honestly, I couldn't tell you much more than that.`]), citations: [] };
  }
  // The choice said through its reason, so the sentence says only what the Blueprint does: "What matters more to me: …".
  const [first, ...rest] = passages;
  const lead = speaker.choose(['What matters more to me: ', 'More than anything, '], ['Above all, ', 'First of all, ']);
  const reason = `${lead}${continueSentence(sayPlainly(first!, persona), properNounsOf(persona))}`;
  const said = rest.map((p, i) => speaker.say(p, false, i + 1));
  return { text: withGuessLine([reason, ...said].join(' '), passages), ...groundsOf(persona, passages) };
}
