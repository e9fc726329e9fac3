import type { ComposedAnswer } from './compose-grounds';
import { groundAnswer, wouldntKnowLines } from './compose-grounds';
import type { YesNoKind } from './conversation-moves';
import { freshIn, passagesOf, withStems, type Turn } from './reply-context';
import type { Passage } from './retrieval';

export type Stance = 'yes' | 'probably' | 'maybe' | 'probably-not' | 'no';

/** How the persona opens each stance: a yes, a no or a maybe first, then its reasons (glue, no facts). */
const STANCES: Record<Stance, { usual: string[]; more: string[] }> = {
  yes: { usual: ['Yes.', 'Yes, definitely.'], more: ['Yes, I think so.', 'Sure.', 'Absolutely.'] },
  probably: { usual: ['Probably, yes.', 'Most likely, yes.'], more: ["Yes, I'd say so.", 'I think so, yes.'] },
  maybe: { usual: ["I'd consider it — but it depends.", 'Probably, but it depends.'], more: ["I'd think about it — it depends.", 'Certainly not a no — it depends.'] },
  'probably-not': { usual: ['Probably not.', 'Not likely, no.'], more: ['Unlikely.', 'Not yet, no.'] },
  no: { usual: ['No, not really.', 'Not really, no.'], more: ['No.', 'Nope.'] },
};

/** Sections whose passages speak against a yes (what frustrates or worries the persona). */
const AGAINST = new Set<Passage['source']>(['pains', 'objections']);
/** Words of a price question that say nothing about what is priced. */
const PRICE_TALK = /\b(?:pay|paying|price|pricing|cost|costs|euros?|dollars?|pounds?|per|month|year|subscription|fee|\d+(?:[.,]\d+)?)\b|[€$£]/gi;
/** A Blueprint passage about price. */
const ABOUT_PRICE = /\b(?:price[sd]?|pricing|cost(?:s|ly)?|expensive|cheap(?:er)?|budget|afford\w*|licen[cs]e|money|roi|spend)\b/i;
/** "… if it worked?": a hypothetical with a condition met leans towards yes. */
const CONDITIONAL = /\bif (?:it|they|that|this|the tool|you)\b/i;

/** The stance's opening and its reasons, spoken and cited. */
function answerWith(turn: Turn, stance: Stance, reasons: Passage[]): ComposedAnswer {
  const opening = turn.speaker.choose(STANCES[stance].usual, STANCES[stance].more);
  return turn.speaker.sayAll(reasons.slice(0, turn.maxPassages), opening);
}

const unique = (passages: (Passage | undefined)[]) => [...new Set(passages.filter((p): p is Passage => !!p))];

/**
 * A price question ("Would you pay 49 euros a month for a tool that automates your reporting?"): yes when what
 * is priced meets the persona's goals and nothing in its Blueprint worries about price; maybe when both; no when
 * only the worry; the reasons are those passages and what would convince it.
 */
function priceStance(turn: Turn): ComposedAnswer | undefined {
  const priced = turn.question.replace(PRICE_TALK, ' ');
  const grounding = groundAnswer(turn.index, withStems(priced), turn.maxPassages, freshIn(turn));
  const wanted = grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage).find((p) => !AGAINST.has(p.source) && p.source !== 'avatar') : undefined;
  const worry = passagesOf(turn, ['objections', 'leave-or-convince', 'pains']).find((p) => ABOUT_PRICE.test(p.text));
  const convince = passagesOf(turn, ['leave-or-convince']).find((p) => p !== worry && /\bconvinc|\bwin|\bpersuad/i.test(p.text)) ?? passagesOf(turn, ['leave-or-convince'])[0];
  if (wanted && worry) return answerWith(turn, 'maybe', unique([wanted, worry, convince]));
  if (wanted) return answerWith(turn, 'probably', unique([wanted, convince]));
  if (worry) return answerWith(turn, 'probably-not', unique([worry, convince]));
  return undefined;
}

/**
 * A yes-or-no question, answered with a stance and the Blueprint passages behind it: a liking or a would-you is
 * a yes when what matches is something the persona wants, a no when it frustrates or worries it, and a maybe
 * when both match (a yes when the question's condition is met: "if it worked"); a question of fact is a yes
 * when the Blueprint says it. What the Blueprint leaves open is "I wouldn't know".
 */
export function yesNo(turn: Turn, asks: YesNoKind): ComposedAnswer | undefined {
  if (asks === 'price') {
    const priced = priceStance(turn);
    if (priced) return priced;
  }
  const grounding = groundAnswer(turn.index, withStems(turn.question), turn.maxPassages, freshIn(turn));
  if (grounding.kind === 'unknown') {
    if (grounding.fromGaps || asks === 'fact' || asks === 'liking') {
      const lines = wouldntKnowLines(turn.persona, grounding.fromGaps);
      return { text: turn.speaker.choose(lines.usual, lines.more), citations: grounding.fromGaps ? ['gaps'] : [] };
    }
    // A would-you the Blueprint does not speak to: it depends on what convinces the persona.
    const convince = passagesOf(turn, ['leave-or-convince', 'objections']).slice(0, 2);
    return convince.length > 0 ? answerWith(turn, CONDITIONAL.test(turn.question) ? 'probably' : 'maybe', convince) : undefined;
  }
  const passages = grounding.hits.map((h) => h.passage);
  if (asks === 'fact') return answerWith(turn, 'yes', passages);
  const against = passages.some((p) => AGAINST.has(p.source));
  const forIt = passages.some((p) => !AGAINST.has(p.source));
  const conditional = CONDITIONAL.test(turn.question);
  const stance: Stance = forIt && !against ? 'yes' : !forIt ? (conditional ? 'maybe' : 'no') : conditional ? 'probably' : 'maybe';
  // Reasons in the stance's order: what speaks for it first when it leans to yes.
  const ordered = stance === 'no' || stance === 'maybe' ? passages : [...passages.filter((p) => !AGAINST.has(p.source)), ...passages.filter((p) => AGAINST.has(p.source))];
  return answerWith(turn, stance, ordered);
}

/**
 * A leading question ("You'd love it too, right?"): the persona does not simply agree; it says what would
 * convince it and what worries it, or what its Blueprint says of the question.
 */
export function notSoFast(turn: Turn): ComposedAnswer {
  const grounding = groundAnswer(turn.index, withStems(turn.question), 2, freshIn(turn));
  const own = grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage).filter((p) => p.source !== 'avatar') : [];
  const reasons = unique([...own, ...passagesOf(turn, ['leave-or-convince']).slice(0, 1), ...passagesOf(turn, ['objections']).slice(0, 1)]).slice(0, 2);
  const opening = turn.speaker.choose(["Not so fast — I'd have to see.", "Hm, I'm not so sure."], ["I wouldn't go that far.", 'That depends.']);
  return reasons.length > 0 ? turn.speaker.sayAll(reasons, opening) : { text: opening, citations: [] };
}
