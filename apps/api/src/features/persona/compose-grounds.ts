import type { BlueprintSectionKey } from '@persona/shared';
import { GUESS_LINE } from './cited-sections';
import type { PersonaContext, ReliedClaims } from './persona-model';
import { jobTitle, pick, properNounsOf, speak, withArticle } from './persona-speech';
import type { Hit, Passage, PersonaIndex } from './retrieval';

/** What every offline answer is made of: Blueprint passages found for a question, spoken and cited. */

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
export type Grounding = { kind: 'passages'; hits: Hit[] } | { kind: 'unknown'; fromGaps: boolean; gap?: Passage };

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

/** The ways the persona says "I wouldn't know": the usual ones, then more for a thread that has used those. */
export function wouldntKnowLines(persona: PersonaContext, fromGaps: boolean): { usual: string[]; more: string[] } {
  const job = persona.avatar.occupation ? ` as ${withArticle(jobTitle(persona.avatar.occupation))}` : '';
  return fromGaps
    ? {
        usual: ["I wouldn't know — honestly, I haven't given that much thought.", "I wouldn't know, to be honest — I couldn't tell you where I stand on that."],
        more: ["Honestly, I wouldn't know — I haven't made up my mind on that.", "Hard to say. I wouldn't know where I stand on that yet."],
      }
    : {
        // One usual line; a thread that has said it gets lines that open in other words.
        usual: ["I wouldn't know — that's not really something I deal with."],
        more: [
          `No idea, honestly — that's outside what I handle day to day${job}.`,
          "Can't say, I'm afraid — I wouldn't know about that.",
          "Beats me — I wouldn't know about that.",
          "Not sure, honestly — that's outside my patch.",
          "Search me — I couldn't tell you.",
          "Tough one — I wouldn't know.",
          "Pass, I'm afraid — that's not my area.",
          "Good question — I couldn't say.",
        ],
      };
}

/** "I wouldn't know" in the persona's voice, grounded in the Known gaps section when that is what matched. */
export function wouldntKnow(persona: PersonaContext, seed: number, fromGaps: boolean): ComposedAnswer {
  return { text: pick(wouldntKnowLines(persona, fromGaps).usual, seed), citations: fromGaps ? ['gaps'] : [] };
}

/**
 * The question's best-matching Blueprint passages (BM25+, at most `maxPassages`, from different sections
 * where it can, the `fresh` ones first), or "unknown" when nothing in the Blueprint (or only its Known gaps) matches.
 */
export function groundAnswer(index: PersonaIndex, question: string, maxPassages = MAX_PASSAGES, fresh?: (passage: Passage) => boolean): Grounding {
  const hits = index.find(question);
  const gapTop = hits.find((h) => h.passage.source === 'gaps');
  const asked = index.questionTerms(question);
  let known = hits.filter((h) => h.passage.source !== 'gaps');
  // "What frustrates you in your work?" is about its pains, not its job: the avatar's facts answer only a
  // question they match entirely.
  if (known[0]?.passage.source === 'avatar' && asked.some((t) => !known[0]!.terms.includes(t)) && known.some((h) => h.onTopic && h.passage.source !== 'avatar')) {
    known = known.filter((h) => h.passage.source !== 'avatar');
  }
  // A question about a section's subject (its cue words) is answered from that section.
  if (known.some((h) => h.onTopic && h.passage.source !== 'avatar')) known = known.filter((h) => h.onTopic || h.passage.source === 'avatar');
  const top = known[0];
  if (!top) return { kind: 'unknown', fromGaps: !!gapTop, gap: gapTop?.passage };
  // What the Blueprint says it does not know wins over a weaker match elsewhere.
  if (gapTop && gapTop.score > top.score) return { kind: 'unknown', fromGaps: true, gap: gapTop.passage };

  // The avatar's facts answer only what is asked about them ("how old are you?"), never as an aside.
  const candidates = known.filter((h) => h.score >= top.score * RELATIVE_FLOOR && (h === top || h.passage.source !== 'avatar'));
  // A longer question must be matched on two of its words, or on what a section is about: "favourite football
  // team" is not about the team Rita manages.
  const covered = new Set(candidates.flatMap((h) => h.terms));
  const onTopic = candidates.some((h) => h.onTopic);
  if (!onTopic && covered.size < (asked.length >= 3 ? 2 : 1)) return { kind: 'unknown', fromGaps: !!gapTop, gap: gapTop?.passage };

  // In a thread, what the persona has not said yet comes before what it has, when both fit.
  const ordered = fresh ? [...candidates.filter((h) => fresh(h.passage)), ...candidates.filter((h) => !fresh(h.passage))] : candidates;
  const chosen: Hit[] = [];
  for (const hit of ordered) {
    if (chosen.length < maxPassages && !chosen.some((c) => c.passage.source === hit.passage.source)) chosen.push(hit);
  }
  for (const hit of ordered) {
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
