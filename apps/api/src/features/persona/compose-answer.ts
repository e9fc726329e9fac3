import type { BlueprintSectionKey } from '@persona/shared';
import { stableHash } from './blueprint-text';
import { GUESS_LINE } from './cited-sections';
import type { PersonaContext, ReliedClaims } from './persona-model';
import { firstName, pick, properNounsOf, speak, withArticle } from './persona-speech';
import { PersonaIndex, type Hit, type Passage } from './retrieval';

export interface ComposedAnswer {
  text: string;
  citations: BlueprintSectionKey[];
  /** A version-2 Blueprint: the claims it spoke, by section. */
  claims?: ReliedClaims;
}

/** The most passages one chat answer draws on. */
const MAX_PASSAGES = 3;
/** A passage joins the answer only if it scores at least this share of the best one. */
const RELATIVE_FLOOR = 0.4;
/** A second passage from a section already used must score at least this share of the best one. */
const SAME_SECTION_FLOOR = 0.75;

/** What grounds an answer: the passages to speak, best first, or that the Blueprint does not cover it. */
export type Grounding = { kind: 'passages'; hits: Hit[] } | { kind: 'unknown'; fromGaps: boolean };

/** The Blueprint sections the passages come from, in the Blueprint's order (the avatar's facts are never cited). */
export function citationsOf(persona: PersonaContext, passages: Passage[]): BlueprintSectionKey[] {
  const cited = new Set(passages.map((p) => p.source));
  return persona.sections.map((s) => s.key).filter((key) => cited.has(key));
}

/** The claims the passages are (a version-2 Blueprint), by section. */
function claimIndexes(passages: Passage[]): ReliedClaims {
  const claims: ReliedClaims = {};
  for (const { source, claim } of passages) if (claim && source !== 'avatar') (claims[source] ??= []).push(claim.index);
  return claims;
}

/** The sections the passages come from and the claims they are: what an answer spoken from them relied on. */
export const groundsOf = (persona: PersonaContext, passages: Passage[]): Pick<ComposedAnswer, 'citations' | 'claims'> => {
  const claims = claimIndexes(passages);
  return { citations: citationsOf(persona, passages), ...(Object.keys(claims).length > 0 ? { claims } : {}) };
};

/**
 * The answer, with the persona saying it guesses when one of its passages is a guess (an assumption): always
 * at its end, in the same words, so it is never lost among the passages.
 */
export const withGuessLine = (text: string, passages: Passage[]): string => (passages.some((p) => p.claim?.guess) ? `${text} ${GUESS_LINE}` : text);

/** "I wouldn't know" in the persona's voice, grounded in the Known gaps section when that is what matched. */
export function wouldntKnow(persona: PersonaContext, seed: number, fromGaps: boolean): ComposedAnswer {
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

/**
 * The question's best-matching Blueprint passages (BM25+, at most `maxPassages`, from different sections
 * where it can), or "unknown" when nothing in the Blueprint (or only its Known gaps) matches.
 */
export function groundAnswer(index: PersonaIndex, question: string, maxPassages = MAX_PASSAGES): Grounding {
  const hits = index.find(question);
  const gapTop = hits.find((h) => h.passage.source === 'gaps');
  const known = hits.filter((h) => h.passage.source !== 'gaps');
  const top = known[0];
  if (!top) return { kind: 'unknown', fromGaps: !!gapTop };
  // What the Blueprint says it does not know wins over a weaker match elsewhere.
  if (gapTop && gapTop.score > top.score) return { kind: 'unknown', fromGaps: true };

  // The avatar's facts answer only what is asked about them ("how old are you?"), never as an aside.
  const candidates = known.filter((h) => h.score >= top.score * RELATIVE_FLOOR && (h === top || h.passage.source !== 'avatar'));
  // A longer question must be matched on two of its words, or on what a section is about: "favourite football
  // team" is not about the team Rita manages.
  const asked = index.questionTerms(question);
  const covered = new Set(candidates.flatMap((h) => h.terms));
  const onTopic = candidates.some((h) => h.onTopic);
  if (!onTopic && covered.size < (asked.length >= 3 ? 2 : 1)) return { kind: 'unknown', fromGaps: !!gapTop };

  const chosen: Hit[] = [];
  for (const hit of candidates) {
    if (chosen.length < maxPassages && !chosen.some((c) => c.passage.source === hit.passage.source)) chosen.push(hit);
  }
  for (const hit of candidates) {
    if (chosen.length >= maxPassages) break;
    if (!chosen.includes(hit) && hit.score >= top.score * SAME_SECTION_FLOOR) chosen.push(hit);
  }
  return { kind: 'passages', hits: chosen };
}

/** The passages spoken one after the other in the persona's voice, and the sections they come from. */
export function speakPassages(persona: PersonaContext, passages: Passage[], seed: number): ComposedAnswer {
  const properNouns = properNounsOf(persona);
  const text = passages.map((passage, i) => speak(passage, persona, seed + i, i === 0, properNouns)).join(' ');
  return { text: withGuessLine(text, passages), ...groundsOf(persona, passages) };
}

const GREETING = /^\s*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)\b[\s\p{L}]{0,20}[!.,?]*\s*$/iu;
const WHO_ARE_YOU = /\b(?:who are you|introduce yourself|tell me about yourself|about you\b|what do you do\b|what(?:'s| is) your (?:job|role|background))/i;
const ARE_YOU_AI = /\b(?:are you|you're|you are)\s+(?:an?\s+)?(?:ai|a\.i\.|bot|robot|chat ?bot|chatgpt|gpt|language model|llm|assistant|machine|program|real|human|a real person)\b/i;

export interface ComposeOptions {
  /** The most passages the answer draws on (chat: 3; a panel answer may be a little longer). */
  maxPassages?: number;
}

/**
 * The offline persona's answer, deterministic: the question's best-matching Blueprint sentences (BM25+,
 * at most three, from different sections where it can), spoken in the first person and cited; "I wouldn't
 * know" when nothing in the Blueprint (or only its Known gaps) matches.
 */
export function composeAnswer(persona: PersonaContext, question: string, index = new PersonaIndex(persona), options: ComposeOptions = {}): ComposedAnswer {
  const seed = stableHash(question.trim().toLowerCase());
  const { avatar } = persona;
  const name = firstName(avatar.name);
  const properNouns = properNounsOf(persona);
  const glance = index.passages.filter((p) => p.source === 'at-a-glance').slice(0, 2);
  const introduce = () => withGuessLine([`I'm ${avatar.name}, ${avatar.age}.`, ...glance.map((p, i) => speak(p, persona, seed, i === 0, properNouns))].join(' '), glance);

  if (ARE_YOU_AI.test(question)) {
    const job = avatar.occupation ? `, ${withArticle(avatar.occupation.toLowerCase())}` : '';
    return { text: `What? No — I'm ${name}${job}. Ask me about my work and I'll tell you how I see it.`, citations: [] };
  }
  if (GREETING.test(question)) {
    return { text: `Hi, I'm ${name}. ${pick(['What would you like to know?', 'What do you want to ask me?'], seed)}`, citations: [] };
  }
  if (WHO_ARE_YOU.test(question)) return { text: introduce(), ...groundsOf(persona, glance) };

  const grounding = groundAnswer(index, question, options.maxPassages);
  if (grounding.kind === 'unknown') return wouldntKnow(persona, seed, grounding.fromGaps);
  return speakPassages(
    persona,
    grounding.hits.map((h) => h.passage),
    seed,
  );
}
