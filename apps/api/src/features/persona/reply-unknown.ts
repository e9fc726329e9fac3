import type { ComposedAnswer, Grounding } from './compose-grounds';
import { groundsOf, wouldntKnowLines } from './compose-grounds';
import { toFirstPerson } from './first-person';
import type { Turn } from './reply-context';
import type { Passage } from './retrieval';

/** How a Known gap opens: "We do not yet know …", "Nor …", "Unknown: …", "Not yet known: …". */
const GAP_OPENING =
  /^(?:nor\s+|also\s+)?(?:(?:we|it is|it's)\s+)?(?:(?:do|does|did|are|is)\s*(?:not|n't)\s+|not\s+)?(?:yet\s+|still\s+|really\s+)?(?:know|known|unknown|sure|clear|unclear|open)\b\s*(?:yet\b)?\s*[:,—–-]?\s*/i;

/** A Known gap as what the persona is unsure of, in the first person: "how I weigh price against support quality". */
export function gapSubject(gap: Passage, avatar: Turn['persona']['avatar']): string | null {
  const subject = toFirstPerson(gap.text.trim().replace(/[.!]+$/, '').replace(/^nor\s+/i, '').replace(GAP_OPENING, ''), avatar).trim();
  return /\p{L}{3}/u.test(subject) && !/^(?:we|it)\b/i.test(subject) ? subject[0]!.toLowerCase() + subject.slice(1) : null;
}

/**
 * What the persona says when its Blueprint does not cover a question: when a Known gap matched, that it is not
 * sure of just that (in the gap's own words, cited); otherwise "I wouldn't know".
 */
export function notKnown(turn: Turn, grounding: Extract<Grounding, { kind: 'unknown' }>): ComposedAnswer {
  const subject = grounding.gap ? gapSubject(grounding.gap, turn.persona.avatar) : null;
  if (grounding.gap && subject) {
    const about = /^(?:how|what|why|when|where|who|whom|which|whether|if)\b/i.test(subject) ? subject : `about ${subject}`;
    const text = turn.speaker.choose([`Honestly, I'm not sure ${about}.`, `I can't really say ${about}.`], [`Hard to say ${about}.`, `That I couldn't tell you — ${about}.`]);
    return { text, ...groundsOf(turn.persona, [grounding.gap]) };
  }
  const lines = wouldntKnowLines(turn.persona, grounding.fromGaps);
  return { text: turn.speaker.choose(lines.usual, lines.more), citations: grounding.fromGaps ? ['gaps'] : [] };
}
