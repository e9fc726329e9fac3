import { askedQuestion } from '../persona';
import { sentences } from './panel-text';

/** Where an answer to a yes-or-no question stands. */
export type AnswerStance = 'yes' | 'no' | 'undecided';

/** The tally's rows for a yes-or-no question, in this order. */
export const STANCE_CHOICES: Record<AnswerStance, string> = { yes: 'Yes', no: 'No', undecided: 'Undecided' };

/** A hedge wins over the yes or no it comes with ("Probably yes, but it depends."). */
const UNDECIDED = /\b(?:depends?|not sure|unsure|maybe|perhaps|possibly|hard to say|(?:can't|cannot|couldn't) (?:say|tell)|wouldn't know|don't know|undecided|on the fence|torn)\b/i;
const NO = /^(?:no|nope|nah|not|never|unlikely|probably not|hardly|definitely not|absolutely not|i (?:would not|wouldn't|will not|won't|do not|don't|could not|couldn't|can't|cannot|doubt))\b/i;
const YES = /^(?:yes|yeah|yep|sure|absolutely|definitely|certainly|of course|probably|likely|i (?:would|will|do|could|can|think so)\b|i'd\b)/i;
/** An opening word that says nothing yet ("Honestly, no."). */
const LEAD_IN = /^(?:honestly|well|hmm|hm|oh|look|frankly|to be honest|in short),?\s+/i;
/** An opening sentence this short is the stance alone; the reason is the sentence after it. */
const BARE_STANCE_WORDS = 6;

/**
 * Where an answer stands on a yes-or-no question, read from its first sentence, and its reason: the next
 * sentence when the first is the stance alone ("Probably not. I worry the licence costs more than it saves.").
 */
export function answerStance(text: string): { stance: AnswerStance; reason: string } {
  const said = sentences(text);
  const first = (said[0] ?? '').replace(LEAD_IN, '');
  const stance: AnswerStance = UNDECIDED.test(first) ? 'undecided' : NO.test(first) ? 'no' : YES.test(first) ? 'yes' : 'undecided';
  const bare = first.split(/\s+/).length <= BARE_STANCE_WORDS && said.length > 1;
  return { stance, reason: (bare ? said[1] : said[0]) ?? '' };
}

/**
 * How a summary says who answered what: "would pay" / "would not" for "Would you pay …?", else "said yes" /
 * "said no"; "is undecided" / "are undecided".
 */
export function stanceVerbs(question: string): Record<AnswerStance, (count: number) => string> {
  const m = /^(would|will|could|can|should|might)\s+you\s+(?:(?:still|really|ever|actually|consider)\s+)?(\p{L}+)/iu.exec(askedQuestion(question));
  const modal = m?.[1]?.toLowerCase();
  return {
    yes: () => (m ? `${modal} ${m[2]!.toLowerCase()}` : 'said yes'),
    no: () => (m ? (modal === 'can' ? 'cannot' : `${modal} not`) : 'said no'),
    undecided: (count) => (count === 1 ? 'is undecided' : 'are undecided'),
  };
}
