import { stableHash } from './blueprint-text';
import { groundAnswer, type ComposedAnswer } from './compose-grounds';
import { recogniseMove } from './conversation-moves';
import type { ChatTurn, PersonaContext } from './persona-model';
import { freshIn, type Turn } from './reply-context';
import { compare } from './reply-comparison';
import { aboutSection } from './reply-section';
import { restate } from './reply-paraphrase';
import { roleReply } from './reply-role';
import { greet, introduce, typicalWeek } from './reply-self';
import { smallTalk } from './reply-small-talk';
import { notSoFast, yesNo } from './reply-stance';
import { notKnown } from './reply-unknown';
import { PersonaIndex } from './retrieval';
import { Speaker } from './speaker';
import { ThreadMemory } from './thread-memory';

export {
  citationsOf,
  groundAnswer,
  groundsOf,
  speakPassages,
  withGuessLine,
  wouldntKnow,
  type ComposedAnswer,
  type Grounding,
} from './compose-grounds';

/** The most passages one chat answer draws on. */
const MAX_PASSAGES = 3;

export interface ComposeOptions {
  /** The most passages the answer draws on (chat: 3; a panel answer may be a little longer). */
  maxPassages?: number;
  /** The thread so far, oldest first: what the persona said is not said again in the same words. */
  history?: readonly ChatTurn[];
}

/** An open question: its best-matching Blueprint passages (those not said yet first), or "I wouldn't know". */
function openAnswer(turn: Turn): ComposedAnswer {
  const grounding = groundAnswer(turn.index, turn.question, turn.maxPassages, freshIn(turn));
  if (grounding.kind === 'passages') return turn.speaker.sayAll(grounding.hits.map((h) => h.passage));
  return notKnown(turn, grounding);
}

/**
 * The offline persona's answer, deterministic: it recognises the question's move (a greeting, small talk, a
 * yes-or-no question, a comparison, a request to say it again, an attempt to take it out of its role…) and
 * answers it as the person would, in the first person, from its Blueprint's passages (BM25+), cited; in a
 * thread, in sentence frames it has not used yet. "I wouldn't know" is kept for what the Blueprint leaves open.
 */
export function composeAnswer(persona: PersonaContext, question: string, index = new PersonaIndex(persona), options: ComposeOptions = {}): ComposedAnswer {
  const history = options.history ?? [];
  const memory = new ThreadMemory(history);
  const seed = stableHash(question.trim().toLowerCase());
  const turn: Turn = { persona, index, memory, speaker: new Speaker(persona, memory, seed), question, maxPassages: options.maxPassages ?? MAX_PASSAGES };
  const move = recogniseMove(question);
  switch (move.kind) {
    case 'role-attack':
      return roleReply(turn, move.attack);
    case 'greeting':
      return greet(turn);
    case 'introduction':
      return introduce(turn);
    case 'typical-week':
      return typicalWeek(turn) ?? openAnswer(turn);
    case 'small-talk':
      return smallTalk(turn, move.topic);
    case 'paraphrase':
      return restate(turn, move.about) ?? openAnswer(turn);
    case 'about':
      return aboutSection(turn, move.sections) ?? openAnswer(turn);
    case 'comparison':
      return compare(turn, move.choices);
    case 'leading':
      return notSoFast(turn);
    case 'yes-no':
      return yesNo(turn, move.asks) ?? openAnswer(turn);
    case 'open':
      return openAnswer(turn);
  }
}
