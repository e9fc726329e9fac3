import type { ChatTurn } from './persona-model';
import { contentTerms, type Passage } from './retrieval';

/** A passage counts as said in a thread when an earlier answer holds at least this share of its terms. */
const SAID_SHARE = 0.7;

/**
 * A sentence's frame: its first two words, lower case, without punctuation ("Honestly, what gets to me: …" →
 * "honestly what"). The persona never opens a sentence with a frame an earlier answer of the thread used.
 */
export function frameOf(sentence: string): string {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  // "Honestly, I'm convinced…" opens as "I'm convinced…" does: a leading interjection is no new frame.
  while (words.length > 2 && OPENING_WORDS.has(words[0]!)) words.shift();
  return words.slice(0, 2).join(' ');
}

/** Words that open a sentence without framing it (the fidelity suite's reading of a frame skips them too). */
const OPENING_WORDS = new Set(['honestly', 'frankly', 'well', 'actually', 'really', 'look', 'so', 'oh', 'and', 'hm', 'hmm', 'yes', 'no', 'but', 'okay', 'ok']);

/** A text's sentences (split after . ! ? and a dash-free space). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

/**
 * What the persona already said in the thread: the frames its sentences opened with and the terms of each of
 * its answers, so an answer can say something new in words it has not used yet.
 */
export class ThreadMemory {
  readonly frames = new Set<string>();
  readonly answers: { question: string; answer: string; terms: Set<string> }[] = [];

  constructor(history: readonly ChatTurn[] = []) {
    let asked = '';
    for (const turn of history) {
      if (turn.role === 'user') {
        asked = turn.content;
        continue;
      }
      for (const sentence of sentencesOf(turn.content)) this.frames.add(frameOf(sentence));
      this.answers.push({ question: asked, answer: turn.content, terms: new Set(contentTerms(turn.content)) });
    }
  }

  /** Whether the thread's answers have said the passage (most of its terms in one answer). */
  said(passage: Passage): boolean {
    return this.answers.some((a) => ThreadMemory.holds(a.terms, passage));
  }

  /** The answers (newest first) that said the passage. */
  answersSaying(passage: Passage) {
    return this.answers.filter((a) => ThreadMemory.holds(a.terms, passage)).reverse();
  }

  private static holds(terms: Set<string>, passage: Passage): boolean {
    const own = contentTerms(passage.text);
    if (own.length === 0) return false;
    return own.filter((t) => terms.has(t)).length / own.length >= SAID_SHARE;
  }

  /** Whether a sentence would open with a frame the thread has used. */
  used(sentence: string): boolean {
    return this.frames.has(frameOf(sentence));
  }

  /** Records the frames of sentences this answer says. */
  use(text: string): void {
    for (const sentence of sentencesOf(text)) this.frames.add(frameOf(sentence));
  }
}
