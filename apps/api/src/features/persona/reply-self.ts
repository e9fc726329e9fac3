import type { ComposedAnswer } from './compose-grounds';
import { groundsOf, withGuessLine } from './compose-grounds';
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
  const hello = turn.speaker.choose([`Hi, I'm ${first}.`], [`Hello! ${first} here.`, `Hey — ${first}.`]);
  return { text: `${hello} ${turn.speaker.choose(['What would you like to know?', 'What do you want to ask me?'], ['Go ahead, ask away.'])}`, citations: [] };
}

/** Who the persona is: its name, age and occupation, what it does (at a glance) and one goal. */
export function introduce(turn: Turn): ComposedAnswer {
  const { avatar } = turn.persona;
  const { first, job } = whoIAm(turn.persona);
  const hello = /^\s*(?:hi|hello|hey)\b/i.test(turn.question) ? 'Hi! ' : '';
  const me = turn.speaker.choose([`${hello}I'm ${avatar.name}, ${avatar.age}${job}.`], [`${hello}${first} here: ${avatar.age}${job}.`]);
  const passages = [...glance(turn).slice(0, 2), ...passagesOf(turn, ['goals']).slice(0, 1)];
  return spoken(turn, [me], passages);
}

/** A typical week: what the persona does (at a glance), what it is after and what gets in its way. */
export function typicalWeek(turn: Turn): ComposedAnswer | undefined {
  const passages = [...glance(turn).slice(0, 1), ...passagesOf(turn, ['goals']).slice(0, 1), ...passagesOf(turn, ['pains']).slice(0, 1)];
  if (passages.length === 0) return undefined;
  const lead = turn.speaker.choose(['Roughly like this.', 'Let me think.'], ['Well, let me see.']);
  return spoken(turn, [lead], passages);
}
