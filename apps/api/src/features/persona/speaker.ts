import type { BlueprintSectionKey } from '@persona/shared';
import { withGuessLine, groundsOf, type ComposedAnswer } from './compose-grounds';
import type { PersonaContext } from './persona-model';
import { continueSentence, finish, LEAD_INS, properNounsOf, sayPlainly, speak } from './persona-speech';
import { contentTerms, type Passage } from './retrieval';
import { sentencesOf, type ThreadMemory } from './thread-memory';

/** More ways to introduce what a section says than a single answer needs: a thread never repeats one. */
const MORE_LEAD_INS: Record<BlueprintSectionKey, string[]> = {
  'at-a-glance': ['A bit of background: ', 'In short: ', 'About my work: '],
  goals: ['What I want: ', 'The aim for me: ', 'Top of my list: '],
  pains: ['The annoying part: ', 'My headache: ', 'What drives me mad: '],
  triggers: ['What sets me off looking: ', 'The moment I start shopping around: ', 'When I start searching: '],
  journey: ['A question I always ask: ', 'What I want to know: ', 'My question along the way: '],
  objections: ['My doubt: ', 'The sticking point: ', 'My concern: '],
  'leave-or-convince': ['What wins me over: ', 'The deciding thing: ', 'What settles it: '],
  channels: ['Where I hear about things: ', 'Whose word I trust: ', 'Where I look for advice: '],
  quotes: ['As I like to put it: ', 'The way I put it: ', 'In my words: '],
  messaging: ['My advice for reaching me: ', 'How to talk to me: ', 'To win me over in a message: '],
  gaps: [],
};

/**
 * Openers that carry no facts, for any passage ("Frankly, I spend hours …"); two words at most, so never a frame.
 * A lone interjection ("Honestly,") does not make a new frame of the sentence it opens (thread-memory frameOf).
 */
const OPENERS = ['', 'Honestly, ', 'Frankly, ', 'Well, ', 'Actually, ', 'I mean, ', 'Thing is, ', 'Oh, and ', 'Really, ', 'Look, ', 'Mind you, ', 'Truth is, ', 'For me, ', 'Then again, ', 'Plus, ', 'Also, '];
/** A lead-in's words may be at most a quarter of its sentence's content words (else the sentence is mostly glue). */
const LEAD_IN_SHARE = 3;

/** A first-person sentence after an opener: "My team…" → "my team…", "I …" stays. */
const afterOpener = (opener: string, said: string) => (opener && said.startsWith('My ') ? opener + `m${said.slice(1)}` : opener + said);

/** Words at most in an objection said alone ("Price.", "Hidden costs."): too little for a sentence of its own. */
const SHORT_OBJECTION = 5;

/** A short objection as a sentence: "Price is my worry.", "Hidden costs worry me." */
function shortWorry(passage: Passage, plain: string): string[] | null {
  if (passage.source !== 'objections' || /^(?:I|I'm|I've|I'd|My)\b/.test(plain) || plain.split(/\s+/).length > SHORT_OBJECTION) return null;
  const what = plain.replace(/[.!?]+$/, '');
  const lower = /^\p{Lu}\p{Ll}/u.test(what) ? what[0]!.toLowerCase() + what.slice(1) : what;
  // Only framing words around it (worry, concern, hold back): the sentence states no more than the objection.
  return [`${what} is my worry.`, `${what} is a concern for me.`, `My worry is ${lower}.`, `${what} worries me.`, `${what} is what holds me back.`, `My concern is ${lower}.`];
}

/**
 * "I'm convinced by X." and "I leave when X." said with their content first ("X would convince me.", "When X,
 * I'm out."), so a thread that says them again opens its sentence with something new.
 */
function contentFirst(plain: string): string[] {
  const body = plain.replace(/[.!?]+$/, '');
  const convinced = /^I'm convinced by (.+)$/.exec(body);
  if (convinced) return [`${capitalise(convinced[1]!)} would convince me.`, `${capitalise(convinced[1]!)} — that wins me over.`];
  const leave = /^I leave when (.+)$/.exec(body);
  if (leave) return [`When ${leave[1]!}, I'm out.`, `If ${leave[1]!}, I walk away.`];
  return [];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The persona's voice in one thread: says Blueprint passages and conversational glue, each time in a wording
 * whose opening words (its frame) the thread has not used yet, and records what it said.
 */
export class Speaker {
  private readonly properNouns: Set<string>;

  constructor(
    readonly persona: PersonaContext,
    readonly memory: ThreadMemory,
    readonly seed: number,
  ) {
    this.properNouns = properNounsOf(persona);
  }

  /**
   * The first wording whose sentences open with frames the thread has not used: the seed's pick among the
   * usual ones, the other usual ones, then the `more` ones; recorded as said.
   */
  choose(usual: readonly string[], more: readonly string[] = []): string {
    const start = this.seed % Math.max(usual.length, 1);
    const ordered = [...usual.slice(start), ...usual.slice(0, start), ...more];
    const fresh = ordered.find((o) => sentencesOf(o).every((s) => !this.memory.used(s))) ?? ordered.find((o) => !this.memory.used(o)) ?? ordered[0] ?? '';
    this.memory.use(fresh);
    return fresh;
  }

  /**
   * The ways the persona can say a passage, the usual one first. A lead-in that names the section ("What
   * frustrates me: …") is only used when the passage says enough for its words to stay a small part of the
   * sentence; otherwise short openers that carry no facts ("Frankly, …").
   */
  wordings(passage: Passage, first: boolean, offset: number): string[] {
    const usual = speak(passage, this.persona, this.seed + offset, first, this.properNouns);
    if (passage.source === 'avatar') return [usual];
    const plain = sayPlainly(passage, this.persona);
    const worry = shortWorry(passage, plain);
    if (worry) return worry;
    if (/^(?:I|I'm|I've|I'd|My)\b/.test(plain)) return [...contentFirst(plain), usual, ...OPENERS.map((o) => finish(afterOpener(o, plain)))];
    const body = continueSentence(plain, this.properNouns);
    const bodyTerms = contentTerms(body).length;
    const fits = (lead: string) => contentTerms(lead).length * LEAD_IN_SHARE <= bodyTerms;
    const leadIns = [...LEAD_INS[passage.source], ...MORE_LEAD_INS[passage.source]].filter(fits).map((lead) => finish(lead + body));
    const usualFits = passage.source === 'quotes' || leadIns.includes(usual);
    return [...(usualFits ? [usual] : []), ...leadIns, ...OPENERS.map((o) => finish(o ? o + body : plain))];
  }

  /** One passage in a wording with a fresh frame. */
  say(passage: Passage, first = false, offset = 0): string {
    const options = this.wordings(passage, first, offset);
    const fresh = options.find((o) => !this.memory.used(o)) ?? options[0]!;
    this.memory.use(fresh);
    return fresh;
  }

  /** The passages one after the other, each in a fresh wording, with the guess line and the grounds they give. */
  sayAll(passages: Passage[], lead = ''): ComposedAnswer {
    const spoken = passages.map((p, i) => this.say(p, i === 0 && !lead, i));
    const text = [lead, ...spoken].filter(Boolean).join(' ');
    return { text: withGuessLine(text, passages), ...groundsOf(this.persona, passages) };
  }
}
