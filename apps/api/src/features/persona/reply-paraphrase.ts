import type { ComposedAnswer } from './compose-grounds';
import { groundAnswer } from './compose-grounds';
import type { Turn } from './reply-context';
import type { Passage } from './retrieval';

/**
 * "What did you say frustrates you most? Say it in other words.": the Blueprint passages an earlier answer of
 * the thread said about it, said again in other wordings (fresh lead-ins, its own words kept); without such an
 * answer, the passages the question finds, or those of the last answer.
 */
export function restate(turn: Turn, about: string): ComposedAnswer | undefined {
  const { index, memory, speaker } = turn;
  const grounding = groundAnswer(index, about || turn.question, turn.maxPassages);
  const found = grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage).filter((p) => p.source !== 'avatar') : [];
  const earlier = found.filter((p) => memory.said(p));
  const last = memory.answers.at(-1);
  const lastSaid = (): Passage[] => (last ? index.passages.filter((p) => p.source !== 'avatar' && memory.answersSaying(p)[0] === last).slice(0, turn.maxPassages) : []);
  const passages = earlier.length > 0 ? earlier : found.length > 0 ? found : lastSaid();
  if (passages.length === 0) return undefined;
  const lead = speaker.choose(['In other words, then.', 'Said differently, then.'], ['Once more, then.', 'Simply put, then.']);
  // The last passage first: the same content, in another order and other words.
  return speaker.sayAll([...passages].reverse(), lead);
}
