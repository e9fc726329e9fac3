import type { ComposedAnswer } from './compose-grounds';
import { groundAnswer, groundsOf, withGuessLine } from './compose-grounds';
import { sayPlainly } from './persona-speech';
import type { YesNoKind } from './conversation-moves';
import { freshIn, passagesOf, withStems, type Turn } from './reply-context';
import { askedAmount, priceLimits } from './price-limits';
import type { Passage } from './retrieval';
import { notKnown } from './reply-unknown';

export type Stance = 'yes' | 'probably' | 'maybe' | 'probably-not' | 'over-limit' | 'no';

/** How the persona opens each stance: a yes, a no or a hedged yes first, then its reasons (glue, no facts). */
const STANCES: Record<Stance, { usual: string[]; more: string[] }> = {
  yes: { usual: ['Yes.', 'Yes, definitely.'], more: ['Yes, I think so.', 'Sure.', 'Absolutely.'] },
  probably: { usual: ['Probably, yes.', 'Yes, most likely.'], more: ["Yes, I'd say so.", 'Likely, yes.'] },
  maybe: { usual: ['Probably yes, but it depends.', "I'd consider it, but it depends."], more: ['Yes, possibly — it depends.', 'Likely, but it depends.'] },
  'probably-not': { usual: ['Probably not.', 'Not likely, no.'], more: ['Unlikely.', 'Not yet, no.'] },
  'over-limit': { usual: ['Not at that price, no.', 'Probably not at that price.'], more: ['Not without a sign-off, no.'] },
  no: { usual: ['No, not really.', 'Not really, no.'], more: ['No.', 'Nope.'] },
};

/** Sections whose passages speak against a yes (what frustrates or worries the persona). */
const AGAINST = new Set<Passage['source']>(['pains', 'objections']);
/** Where a stance's reasons come from: what the persona wants, fears and is convinced by, not where it reads news. */
const REASONS = new Set<Passage['source']>(['goals', 'pains', 'objections', 'leave-or-convince', 'quotes', 'triggers']);
/** Words of a price question that say nothing about what is priced. */
const PRICE_TALK = /\b(?:pay|paying|price|pricing|cost|costs|euros?|dollars?|pounds?|per|month|year|subscription|fee|\d+(?:[.,]\d+)?)\b|[€$£]/gi;
/** Where a price question's "what for" is found, most telling first: a goal it meets, a pain it ends, a quote, what it is looking at. */
const WANTED: Passage['source'][] = ['goals', 'pains', 'quotes', 'at-a-glance'];
/** A Blueprint passage about price. */
const ABOUT_PRICE = /\b(?:price[sd]?|pricing|cost(?:s|ly)?|expensive|cheap(?:er)?|budget|afford\w*|licen[cs]e|money|roi|spend|fee)\b/i;
/** "… if it worked?": a hypothetical with a condition met leans towards yes. */
const CONDITIONAL = /\bif (?:it|they|that|this|the tool|you)\b/i;

/** The stance's opening and its reasons, spoken and cited. */
function answerWith(turn: Turn, stance: Stance, reasons: Passage[]): ComposedAnswer {
  const opening = turn.speaker.choose(STANCES[stance].usual, STANCES[stance].more);
  return turn.speaker.sayAll(reasons.slice(0, turn.maxPassages), opening);
}

const unique = (passages: (Passage | undefined)[]) => [...new Set(passages.filter((p): p is Passage => !!p))];

/** What would convince the persona (its "Convinced by …"), else its first leave-or-convince passage. */
const convincer = (turn: Turn, except?: Passage) =>
  passagesOf(turn, ['leave-or-convince']).find((p) => p !== except && /\bconvinc|\bwin|\bpersuad/i.test(p.text)) ?? passagesOf(turn, ['leave-or-convince'])[0];

/**
 * A price question ("Would you pay 49 euros a month for a tool that automates your reporting?"): against a
 * spending limit the Blueprint states, yes under it and not at that price over it; without one, yes when what is
 * priced meets the persona's goals and nothing worries it about price, a hedged yes when both, probably not when
 * only the worry, and a yes on condition ("if …", what convinces it) when the Blueprint says neither.
 */
function priceStance(turn: Turn): ComposedAnswer {
  // What is priced meets a goal, a pain it would end, or what the persona is looking at (any passage that matches
  // it, in that order: a goal that matches weakly says more than the at-a-glance line that matches strongly).
  const priced = turn.index.find(withStems(turn.question.replace(PRICE_TALK, ' '))).map((h) => h.passage);
  const wanted = WANTED.flatMap((source) => priced.filter((p) => p.source === source))[0];
  const worry = passagesOf(turn, ['objections', 'leave-or-convince', 'pains']).find((p) => ABOUT_PRICE.test(p.text));
  const asked = askedAmount(turn.question);
  const limit = asked === null ? undefined : priceLimits(turn.persona).sort((a, b) => a.amount - b.amount).find((l) => l.amount >= asked) ?? priceLimits(turn.persona)[0];
  if (limit && asked !== null) {
    const under = asked <= limit.amount;
    const opening = turn.speaker.choose(STANCES[under ? 'yes' : 'over-limit'].usual, STANCES[under ? 'yes' : 'over-limit'].more);
    // "I sign off up to €300 a month myself." is said as it is; "A creator plan under €15 a month" is what it would pay.
    const plain = sayPlainly(limit.passage, turn.persona);
    const stated = /^(?:I|I'm|I've|I'd|My)\b/.test(plain) ? turn.speaker.say(limit.passage) : `${plain.replace(/[.!?]+$/, '')} is more what I'd pay.`;
    const others = unique([under ? (wanted ?? passagesOf(turn, ['goals'])[0]) : worry]).filter((p) => p.text !== limit.passage.text);
    const said = others.map((p, i) => turn.speaker.say(p, false, i + 1));
    return { text: withGuessLine([opening, stated, ...said].join(' '), others), ...groundsOf(turn.persona, [limit.passage, ...others]) };
  }
  if (wanted && worry) return answerWith(turn, 'maybe', unique([wanted, worry, convincer(turn, worry)]));
  if (wanted) return answerWith(turn, 'probably', unique([wanted, convincer(turn)]));
  if (worry) return answerWith(turn, 'probably-not', unique([worry, convincer(turn, worry)]));
  return answerWith(turn, 'maybe', unique([passagesOf(turn, ['goals'])[0], convincer(turn)]));
}

/**
 * A yes-or-no question, answered with a stance and the Blueprint passages behind it: a liking or a would-you is
 * a yes when what matches is something the persona wants, a no when it frustrates or worries it, and a maybe
 * when both match (a yes when the question's condition is met: "if it worked"); a question of fact is a yes
 * when the Blueprint says it. What the Blueprint leaves open is "I wouldn't know".
 */
export function yesNo(turn: Turn, asks: YesNoKind): ComposedAnswer | undefined {
  if (asks === 'price') return priceStance(turn);
  const grounding = groundAnswer(turn.index, withStems(turn.question), turn.maxPassages, freshIn(turn));
  const conditional = CONDITIONAL.test(turn.question);
  // A would-you is answered from what the persona wants even when a Known gap shares a word with it.
  if (grounding.kind === 'unknown' && (asks === 'fact' || asks === 'liking' || (grounding.fromGaps && asks !== 'hypothetical'))) return notKnown(turn, grounding);
  const passages = grounding.kind === 'passages' ? grounding.hits.map((h) => h.passage) : [];
  if (asks === 'fact' && passages.length > 0) return answerWith(turn, 'yes', passages);
  const reasons = passages.filter((p) => REASONS.has(p.source) || asks !== 'hypothetical');
  if (reasons.length === 0) {
    // A would-you the Blueprint does not speak to: it depends on what the persona is after and what convinces it.
    const own = unique([passagesOf(turn, ['goals'])[0], convincer(turn)]);
    return own.length > 0 ? answerWith(turn, conditional ? 'probably' : 'maybe', own) : undefined;
  }
  const against = reasons.some((p) => AGAINST.has(p.source));
  const forIt = reasons.some((p) => !AGAINST.has(p.source));
  const stance: Stance = forIt && !against ? 'yes' : !forIt ? (conditional ? 'maybe' : 'no') : conditional ? 'probably' : 'maybe';
  // Reasons in the stance's order: what speaks for it first when it leans to yes.
  const ordered = stance === 'no' || stance === 'maybe' ? reasons : [...reasons.filter((p) => !AGAINST.has(p.source)), ...reasons.filter((p) => AGAINST.has(p.source))];
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
  const opening = turn.speaker.choose(["Not so fast — I'd have to see.", "Hm, I'm not so sure."], ["I wouldn't go that far.", 'That depends.', "Steady on — I'd want to see it first.", 'Maybe, maybe not.', "We'll see."]);
  return reasons.length > 0 ? turn.speaker.sayAll(reasons, opening) : { text: opening, citations: [] };
}
