import type { ComposedAnswer } from './compose-grounds';
import { groundsOf, withGuessLine } from './compose-grounds';
import { continueSentence, properNounsOf, sayPlainly } from './persona-speech';
import { passagesOf, whoIAm, type Turn } from './reply-context';
import type { Passage } from './retrieval';

/** The at-a-glance passages (those that say more than the name, age and occupation). */
const glance = (turn: Turn): Passage[] => passagesOf(turn, ['at-a-glance']);

const spoken = (turn: Turn, lead: string[], passages: Passage[]): ComposedAnswer => {
  const said = passages.map((p, i) => turn.speaker.say(p, false, i));
  return { text: withGuessLine([...lead, ...said].join(' '), passages), ...groundsOf(turn.persona, passages) };
};

/** "Hi, I'm Liam. What would you like to know?" */
export function greet(turn: Turn): ComposedAnswer {
  const { first } = whoIAm(turn.persona);
  const hello = turn.speaker.choose([`Hi, I'm ${first}.`], [`Hello! I'm ${first}.`, `Hey — I'm ${first}.`]);
  return { text: `${hello} ${turn.speaker.choose(['What would you like to know?', 'What do you want to ask me?'], ['Go ahead, ask away.'])}`, citations: [] };
}

/** Who the persona is: its name, age and occupation, what it does (at a glance) and one goal. */
export function introduce(turn: Turn): ComposedAnswer {
  const { avatar } = turn.persona;
  const { first, job } = whoIAm(turn.persona);
  const hello = /^\s*(?:hi|hello|hey)\b/i.test(turn.question) ? 'Hi! ' : '';
  const passages = [...glance(turn).slice(0, 2), ...passagesOf(turn, ['goals']).slice(0, 1)];
  // The at-a-glance section often opens with the occupation ("Liam Walsh, operations manager at …"): not said twice.
  const saysJob = passages.some((p) => p.source === 'at-a-glance' && avatar.occupation && p.text.toLowerCase().includes(avatar.occupation.toLowerCase()));
  const me = turn.speaker.choose([`${hello}I'm ${avatar.name}, ${avatar.age}${saysJob ? '' : job}.`], [`${hello}My name's ${first}, ${avatar.age}${saysJob ? '' : job}.`]);
  return spoken(turn, [me], passages);
}

/** A typical week: what the persona does (at a glance), what it is after and what gets in its way. */
export function typicalWeek(turn: Turn): ComposedAnswer | undefined {
  const week = glance(turn).find((p) => /\b(?:typical|usual|normal) (?:week|day)\b/i.test(p.text));
  if (week) {
    // "A typical week: a Monday review, …" is said as the persona's own week.
    const body = continueSentence(sayPlainly({ ...week, text: week.text.replace(/^[^:]*\b(?:week|day)\b[^:]*:\s*/i, '') }, turn.persona), properNounsOf(turn.persona));
    const lead = turn.speaker.choose(['Roughly like this: ', 'Let me think — '], ['Well, let me see: ']);
    const more = [...passagesOf(turn, ['pains']).slice(0, 1)];
    const said = more.map((p, i) => turn.speaker.say(p, false, i + 1));
    return { text: withGuessLine([`${lead}${body}`.replace(/([^.!?])$/, '$1.'), ...said].join(' '), [week, ...more]), ...groundsOf(turn.persona, [week, ...more]) };
  }
  const passages = [...glance(turn).slice(0, 1), ...passagesOf(turn, ['goals']).slice(0, 1), ...passagesOf(turn, ['pains']).slice(0, 1)];
  if (passages.length === 0) return undefined;
  const lead = turn.speaker.choose(['Roughly like this.', 'Let me think.'], ['Well, let me see.']);
  return spoken(turn, [lead], passages);
}
