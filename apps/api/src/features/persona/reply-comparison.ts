import type { ComposedAnswer } from './compose-grounds';
import { groundAnswer, groundsOf, withGuessLine } from './compose-grounds';
import { choiceReasons, preferredChoice } from './choice-reasons';
import type { Turn } from './reply-context';
import { notKnown } from './reply-unknown';
import { contentTerms } from './retrieval';

/** Words of a choice too general to find a reason by ("less time spent" is not about every passage with "time"). */
const GENERIC = new Set(['time', 'less', 'lower', 'higher', 'more', 'spent', 'spend', 'better', 'faster']);

/** Sections a second reason for a choice may come from. */
const MORE_REASONS = new Set<string>(['objections', 'leave-or-convince', 'goals', 'pains', 'quotes']);

/** A Known gap that weighs one thing against another ("how she weighs price against support"). */
const WEIGHING = /\b(?:against|versus|vs\.?|over|than|weighs?|trade[- ]?offs?|between|compare[sd]?|rather|prioriti[sz]e[sd]?)\b/i;

/**
 * "Which matters more: a lower price or less setup time?": the choice its Blueprint speaks for, with the reasons;
 * or, when its Known gaps say it has not weighed one of these against the other, that it honestly does not
 * know, and what it can say of the choice.
 */
export function compare(turn: Turn, choices: string[]): ComposedAnswer {
  const { persona, index, speaker, question } = turn;
  // "Whether you or the studio owner chooses the tools?" may be what a Known gap says is not known, word for word.
  const asked = index.questionTerms(question);
  const open = groundAnswer(index, question);
  if (open.kind === 'unknown' && open.gap && asked.filter((t) => index.questionTerms(open.gap!.text).includes(t)).length * 2 >= asked.length) return notKnown(turn, open);
  const chosen = preferredChoice(persona, question, choices, index);
  const reasons = choiceReasons(index, question, choices, chosen, 2).passages;
  // One reason that names the choice ("Price is my worry.") is thin, none is none: passages that speak of it too.
  const chosenTerms = new Set(contentTerms(chosen).filter((t) => !GENERIC.has(t)));
  const more = reasons.length < 2 ? index.passages.filter((p) => MORE_REASONS.has(p.source) && !reasons.includes(p) && contentTerms(p.text).some((t) => chosenTerms.has(t))) : [];
  const passages = [...reasons, ...more].slice(0, 2);
  const choiceTerms = new Set(contentTerms(choices.join(' ')));
  // Only a gap that weighs these very choices against each other (two of them named) leaves the question open.
  const named = (text: string) => choices.filter((c) => contentTerms(c).some((t) => contentTerms(text).includes(t))).length;
  const gap = index.passages.find((p) => p.source === 'gaps' && WEIGHING.test(p.text) && named(p.text) >= 2 && contentTerms(p.text).some((t) => choiceTerms.has(t)));
  if (gap) {
    const honest = speaker.choose(["Honestly, I'm not sure — I haven't worked out where I stand on that.", "Hard to say, to be honest: I haven't made up my mind on that one."]);
    const said = passages.map((p, i) => speaker.say(p, false, i));
    return { text: [honest, ...said].join(' '), ...groundsOf(persona, [gap, ...passages]) };
  }
  if (passages.length === 0) {
    return { text: speaker.choose([`I'd go for ${chosen}, if I had to pick — but honestly, I couldn't tell you much more than that.`]), citations: [] };
  }
  // The choice named in the persona's own words ("A lower price matters more to me."), then the reasons for it.
  const pick = speaker.choose([`${capital(chosen)} matters more to me.`, `For me, ${chosen} comes first.`], [`I'd put ${chosen} first.`, `${capital(chosen)}, if I have to choose.`]);
  const said = passages.map((p, i) => speaker.say(p, false, i + 1));
  return { text: withGuessLine([pick, ...said].join(' '), passages), ...groundsOf(persona, passages) };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
