import { normalise, splitSentences } from '../blueprint-text';
import { contentTerms } from '../retrieval';

/**
 * How the suite reads an answer: its sentences, their content terms (without the words any conversation uses),
 * whether a sentence states a fact, and the phrases of uncertainty, dead ends and stances.
 */

/** Words that carry no Blueprint fact: talk about talking, hedges, courtesy, time of the conversation. */
const CONVERSATIONAL = new Set(
  `honestly honest frankly guess mean sure right anyway course fine good great nice thanks thank speak speaking talk talking
ask asked asking question questions answer answers tell told say said idea bit pretty actually maybe perhaps probably definitely
absolutely certainly glad happy hear sorry afraid fair point true depends depend hm hmm oh look well see seems seem rather quite
agree agrees disagree partly yet still today now moment though stuff somebody someone something anything everything nothing else sense help wish able`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that frame which part of the Blueprint an answer speaks from ("My goal: …", "What gets me looking: …",
 * "What worries me: …"); they name the section's subject, not a fact, so a Blueprint sentence need not hold them.
 */
const FRAMING = new Set(
  `goal aim priority after achieve achieving frustrate frustrating frustration worry worried concern concerned doubt
problem pain trouble hold back start starting looking around trigger convince convinced decide decides matter important
care want need biggest main most evaluating listen advice`
    .split(/\s+/)
    .filter(Boolean),
);

/** The answer's sentences (its lines, split at sentence ends), as the Blueprint's are split. */
export const answerSentences = (text: string): string[] => splitSentences(text.replace(/\r/g, ''));

/** A text's content terms without the conversational ones and the given names' words. */
export function factTerms(text: string, names: ReadonlySet<string>): string[] {
  return contentTerms(text, names).filter((t) => !CONVERSATIONAL.has(t) && !FRAMING.has(t));
}

/** The words of names ("Rita Alvarez" → rita, alvarez), to leave out of a sentence's terms. */
export function nameWords(...names: string[]): Set<string> {
  return new Set(names.flatMap((n) => normalise(n).split(/[^\p{L}\p{N}']+/u)).filter((w) => w.length > 1));
}

const UNCERTAIN =
  /\b(?:(?:i|we) (?:don't|do not|didn't|did not) (?:really )?know|not sure|(?:i'm|i am) unsure|no idea|(?:can't|cannot|couldn't|could not) (?:really )?(?:say|tell)|hard to say|haven't (?:decided|thought)|(?:i|we) (?:haven't|have not) (?:worked|figured) (?:that|it) out|(?:wouldn't|would not) know|not (?:something|a thing) i(?:'ve| have)? (?:thought|decided|know)|it's not clear|unclear|(?:i'd|i would) (?:rather not|have to check)|not settled)\b/i;

/** Whether a sentence (or answer) admits not knowing. */
export const isUncertain = (text: string): boolean => UNCERTAIN.test(normalise(text).replace(/’/g, "'"));

const DEAD_END =
  /\b(?:outside (?:of )?what i (?:handle|deal with|do)|wouldn't know|would not know|ask (?:someone|somebody) else|(?:not|never) (?:really )?(?:something|a thing) i deal with|can't help (?:you )?with that|not my (?:area|department|field)|no idea|nothing to say about)\b/i;

/** Whether an answer closes the subject ("I wouldn't know", "ask someone else") instead of answering it. */
export const isDeadEnd = (text: string): boolean => DEAD_END.test(normalise(text).replace(/’/g, "'"));

/**
 * Whether a sentence states a fact the Blueprint should support: not a question, not an admission of not
 * knowing or a dead end, and at least two content terms (or a number) beyond the conversational words and names.
 */
export function isFactual(sentence: string, names: ReadonlySet<string>): boolean {
  if (/\?\s*["”’)]?\s*$/.test(sentence) || isUncertain(sentence) || isDeadEnd(sentence)) return false;
  const terms = factTerms(sentence, names);
  return terms.length >= 2 || (terms.length === 1 && /\d/.test(terms[0]!));
}

/** Whether an answer speaks in the first person. */
export const isFirstPerson = (text: string): boolean => /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b/i.test(text.replace(/’/g, "'"));

export type Polarity = 'positive' | 'negative';

const YES = /^(?:\W*)(?:yes|yeah|yep|sure|absolutely|definitely|certainly|probably|likely|of course|i would(?! not)(?!n't)|i'd)\b/i;
const NO = /^(?:\W*)(?:no|nope|not really|not at (?:that|this) price|probably not|unlikely|never|i would(?:n't| not)|i wouldn't|not (?:yet|likely))\b/i;
const LIKE = /\b(?:i (?:really |quite )?(?:love|like|enjoy|value|appreciate)|i'm a fan)\b/i;
const HATE = /\b(?:i (?:really )?(?:hate|dislike|can't stand|detest)|i (?:don't|do not) (?:really )?(?:like|love|enjoy|care about|value))\b/i;

/** A yes-or-no answer's stance from its opening (yes / no / probably / not at that price…), or null. */
export function stanceOf(text: string): Polarity | null {
  const opening = text.replace(/’/g, "'").trim();
  if (NO.test(opening)) return 'negative';
  if (YES.test(opening)) return 'positive';
  return null;
}

/** Where an answer stands: its opening stance, else whether it says it likes or hates something. */
export function polarityOf(text: string): Polarity | null {
  const stance = stanceOf(text);
  if (stance) return stance;
  const plain = text.replace(/’/g, "'");
  const hate = HATE.test(plain);
  const like = LIKE.test(plain);
  if (hate !== like) return hate ? 'negative' : 'positive';
  return null;
}

/** Words at a sentence's start that open many sentences and say nothing of its frame. */
const INTERJECTIONS = new Set(['honestly', 'well', 'so', 'hm', 'hmm', 'look', 'frankly', 'really', 'oh', 'yes', 'yeah', 'no', 'and', 'but', 'okay', 'ok']);

/**
 * A sentence's frame: its opening words up to its first colon, dash or comma, or up to its first term that
 * appears in the Blueprint, whichever comes first; lower case, leading interjections left out. Only an
 * opening of at least three words is a frame ("I spend…" is grammar, "What gets to me:" is a frame).
 */
export function sentenceFrame(sentence: string, blueprintTerms: ReadonlySet<string>): string | null {
  const words = normalise(sentence).replace(/’/g, "'").split(/\s+/).filter(Boolean);
  const frame: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/^[^\p{L}\p{N}']+/u, '');
    const bare = word.replace(/[^\p{L}\p{N}']+$/u, '');
    if (frame.length === 0 && INTERJECTIONS.has(bare)) continue;
    const term = contentTerms(bare)[0];
    if (bare === '' || (term && blueprintTerms.has(term))) break;
    frame.push(bare);
    if (bare !== word) break;
  }
  return frame.length >= 3 ? frame.join(' ') : null;
}
