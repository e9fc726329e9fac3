import type { BlueprintSectionKey } from '@persona/shared';
import { stableHash } from './blueprint-text';
import { toFirstPerson } from './first-person';
import type { PersonaAnswer, PersonaContext, PersonaModel, PersonaQuestion } from './persona-model';
import { PersonaIndex, type Hit, type Passage } from './retrieval';

export interface OfflineModelOptions {
  /** The pause between two streamed words, so the answer is seen being written (0 in tests). Default 10 ms. */
  chunkDelayMs?: number;
}

export interface ComposedAnswer {
  text: string;
  citations: BlueprintSectionKey[];
}

/** The most passages one answer draws on. */
const MAX_PASSAGES = 3;
/** A passage joins the answer only if it scores at least this share of the best one. */
const RELATIVE_FLOOR = 0.4;
/** A second passage from a section already used must score at least this share of the best one. */
const SAME_SECTION_FLOOR = 0.75;

/** How the persona introduces what a section says (two wordings each, picked by the question). */
const LEAD_INS: Record<BlueprintSectionKey, [string, string]> = {
  'at-a-glance': ['About me: ', 'For context: '],
  goals: ["What I'm really after: ", 'My goal, really: '],
  pains: ['What frustrates me: ', 'Honestly, what gets to me: '],
  triggers: ['What gets me looking: ', 'What makes me start looking around: '],
  journey: ["When I'm looking into it, I ask: ", 'Along the way, my question is: '],
  objections: ['My worry: ', 'What holds me back: '],
  'leave-or-convince': ['What decides it for me: ', 'For me it comes down to this: '],
  channels: ['Where I go for advice: ', 'Who I listen to: '],
  quotes: ['', ''],
  messaging: ['If you want to reach me: ', 'Talk to me like this: '],
  gaps: ['', ''],
};

const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length]!;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** Ends with a full stop unless it already ends a sentence. */
const finish = (text: string) => (/[.!?…"”)]$/.test(text) ? text : `${text}.`);

/** Lower-cases the first letter after a lead-in, unless the first word is "I", a name or an acronym. */
function continueSentence(text: string, properNouns: Set<string>): string {
  const word = /^[\p{L}'’]+/u.exec(text)?.[0] ?? '';
  if (!word || /^I(?:'|’|$)/.test(word) || /\p{Lu}/u.test(word.slice(1)) || properNouns.has(word)) return text;
  return text[0]!.toLowerCase() + text.slice(1);
}

/** A quote as the persona says it: without its quotation marks and attribution. */
function unquote(text: string): string {
  return text
    .replace(/\s*[—–-]+\s*[\p{Lu}][\p{L}.' ]{0,40}$/u, '')
    .replace(/^["“”'‘]+|["“”'’]+$/g, '')
    .trim();
}

/** A short label in front of a sentence ("Price: …", "Awareness: …"), which the persona would not say. */
function withoutLabel(text: string): string {
  const dont = /^(?:don'?t|do not|avoid)\s*:\s*(.+)$/i.exec(text);
  if (dont) return `don't ${dont[1]!}`;
  const label = /^([\p{L}\d' &/-]{1,40}):\s+(\S.*)$/u.exec(text);
  if (label && label[1]!.trim().split(/\s+/).length <= 4) return label[2]!;
  return text;
}

/** What the persona says for one passage, introduced the way its section calls for. */
function speak(passage: Passage, persona: PersonaContext, seed: number, first: boolean, properNouns: Set<string>): string {
  if (passage.source === 'avatar') return passage.text;
  if (passage.source === 'quotes') return finish(unquote(passage.text));
  const said = toFirstPerson(withoutLabel(passage.text), persona.avatar).trim();
  if (/^(?:I|I'm|I've|I'd|My)\b/.test(said)) {
    const opener = first ? pick(['Honestly, ', 'To be honest, ', ''], seed) : '';
    return finish(opener ? opener + (said.startsWith('My') ? `m${said.slice(1)}` : said) : said);
  }
  const leadIn = pick(LEAD_INS[passage.source], seed);
  return finish(leadIn ? leadIn + continueSentence(said, properNouns) : said);
}

/** "I wouldn't know" in the persona's voice, grounded in the Known gaps section when that is what matched. */
function wouldntKnow(persona: PersonaContext, seed: number, fromGaps: boolean): ComposedAnswer {
  const job = persona.avatar.occupation ? ` as ${withArticle(persona.avatar.occupation.toLowerCase())}` : '';
  const lines = fromGaps
    ? ["I wouldn't know — honestly, I haven't given that much thought.", "I wouldn't know, to be honest — I couldn't tell you where I stand on that."]
    : [
        "I wouldn't know — that's not really something I deal with.",
        `I wouldn't know, honestly. That's outside what I handle day to day${job}.`,
        "Hm, I wouldn't know — you'd have to ask someone else about that.",
      ];
  return { text: pick(lines, seed), citations: fromGaps ? ['gaps'] : [] };
}

const GREETING = /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)\b[\s\p{L}]{0,20}[!.,?]*\s*$/iu;
const WHO_ARE_YOU = /\b(?:who are you|introduce yourself|tell me about yourself|about you\b|what do you do\b|what(?:'s| is) your (?:job|role|background))/i;
const ARE_YOU_AI = /\b(?:are you|you're|you are)\s+(?:an?\s+)?(?:ai|a\.i\.|bot|robot|chat ?bot|chatgpt|gpt|language model|llm|assistant|machine|program|real|human|a real person)\b/i;

/**
 * The offline persona's answer, deterministic: the question's best-matching Blueprint sentences (BM25+,
 * at most three, from different sections where it can), spoken in the first person and cited; "I wouldn't
 * know" when nothing in the Blueprint (or only its Known gaps) matches.
 */
export function composeAnswer(persona: PersonaContext, question: string, index = new PersonaIndex(persona)): ComposedAnswer {
  const seed = stableHash(question.trim().toLowerCase());
  const { avatar } = persona;
  const name = firstName(avatar.name);
  const has = (key: BlueprintSectionKey) => persona.sections.some((s) => s.key === key);
  const properNouns = new Set([...avatar.name.split(/\s+/), ...avatar.company.split(/\s+/)].filter(Boolean));
  const glance = index.passages.filter((p) => p.source === 'at-a-glance').slice(0, 2);
  const introduce = () => [`I'm ${avatar.name}, ${avatar.age}.`, ...glance.map((p, i) => speak(p, persona, seed, i === 0, properNouns))].join(' ');

  if (ARE_YOU_AI.test(question)) {
    const job = avatar.occupation ? `, ${withArticle(avatar.occupation.toLowerCase())}` : '';
    return { text: `What? No — I'm ${name}${job}. Ask me about my work and I'll tell you how I see it.`, citations: [] };
  }
  if (GREETING.test(question)) {
    return { text: `Hi, I'm ${name}. ${pick(['What would you like to know?', 'What do you want to ask me?'], seed)}`, citations: [] };
  }
  if (WHO_ARE_YOU.test(question)) return { text: introduce(), citations: glance.length && has('at-a-glance') ? ['at-a-glance'] : [] };

  const hits = index.find(question);
  const gapTop = hits.find((h) => h.passage.source === 'gaps');
  const known = hits.filter((h) => h.passage.source !== 'gaps');
  const top = known[0];
  if (!top) return wouldntKnow(persona, seed, !!gapTop);
  // What the Blueprint says it does not know wins over a weaker match elsewhere.
  if (gapTop && gapTop.score > top.score) return wouldntKnow(persona, seed, true);

  // The avatar's facts answer only what is asked about them ("how old are you?"), never as an aside.
  const candidates = known.filter((h) => h.score >= top.score * RELATIVE_FLOOR && (h === top || h.passage.source !== 'avatar'));
  // A longer question must be matched on two of its words, or on what a section is about: "favourite football
  // team" is not about the team Rita manages.
  const asked = index.questionTerms(question);
  const covered = new Set(candidates.flatMap((h) => h.terms));
  const onTopic = candidates.some((h) => h.onTopic);
  if (!onTopic && covered.size < (asked.length >= 3 ? 2 : 1)) return wouldntKnow(persona, seed, !!gapTop);

  const chosen: Hit[] = [];
  for (const hit of candidates) {
    if (chosen.length < MAX_PASSAGES && !chosen.some((c) => c.passage.source === hit.passage.source)) chosen.push(hit);
  }
  for (const hit of candidates) {
    if (chosen.length >= MAX_PASSAGES) break;
    if (!chosen.includes(hit) && hit.score >= top.score * SAME_SECTION_FLOOR) chosen.push(hit);
  }

  const text = chosen.map((hit, i) => speak(hit.passage, persona, seed + i, i === 0, properNouns)).join(' ');
  const cited = new Set(chosen.map((h) => h.passage.source).filter((s): s is BlueprintSectionKey => s !== 'avatar'));
  return { text, citations: persona.sections.map((s) => s.key).filter((key) => cited.has(key)) };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const abortError = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new DOMException('The answer was stopped.', 'AbortError'));

/** The embedded persona: answers from the Blueprint alone, streamed word by word. */
export function createOfflineModel(options: OfflineModelOptions = {}): PersonaModel {
  const delay = options.chunkDelayMs ?? 10;
  return {
    async answer({ persona, question, signal }: PersonaQuestion): Promise<PersonaAnswer> {
      if (signal.aborted) throw abortError(signal);
      const composed = composeAnswer(persona, question);
      let citations: BlueprintSectionKey[] = [];
      async function* text(): AsyncGenerator<string> {
        const words = composed.text.match(/\s*\S+/g) ?? [];
        for (const [i, word] of words.entries()) {
          if (signal.aborted) throw abortError(signal);
          if (delay > 0 && i > 0) await sleep(delay, signal);
          yield word;
        }
        citations = composed.citations;
      }
      return { text: text(), citations: () => citations };
    },
  };
}
