import { BLUEPRINT_SECTION_KEYS, type BlueprintClaimsDraft, type BlueprintSectionKey } from '@persona/shared';
import { contentTerms, toFirstPerson } from '../persona';
import { lexicalSupport } from './claim-support';
import type { OrderPassage } from './order-passages.queries';
import { PassageIndex, sectionQuery } from './passage-index';

/**
 * Drafting without a model: per section, the passages that speak to it (its title and cue words, ranked by the
 * full-text index), each turned into one short claim in the persona's words that cites it; the quotes are the
 * first claims' sentences word for word. Each passage serves one section at most, and every claim passes the lexical check as supported by construction (its content words
 * are the passage's own). Known gaps stay empty: what the research does not say is for the admin to write.
 */

/** Claims an extractive draft makes per section at most. */
export const EXTRACTIVE_CLAIMS_PER_SECTION = 3;
const CLAIM_MIN_LENGTH = 20;
const CLAIM_MAX_LENGTH = 240;

/** A line's speaker label ("Interviewer:", "Maria:", "Q:"), which is who speaks, never what is said. */
const SPEAKER = /^\s*([\p{Lu}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’.-]*){0,2}|[QA]\d*)\s*:\s+/u;
/** Labels of the one asking: their lines are questions, not the persona's words. */
const ASKING = /^(?:interviewer|moderator|researcher|facilitator|host|q\d*|question|int)$/i;
/** Labels that say nothing of who the persona is. */
const ANONYMOUS = /^(?:a\d*|answer|respondent|participant|interviewee|customer|user|client|speaker(?: \d+)?|p\d*)$/i;

interface Turn {
  speaker: string | null;
  text: string;
}

/** A passage's lines by who says them: a line without a label continues the line before. */
function turnsOf(text: string): Turn[] {
  const turns: Turn[] = [];
  for (const line of text.split(/\n+/)) {
    const label = SPEAKER.exec(line);
    if (label) turns.push({ speaker: label[1]!, text: line.slice(label[0].length) });
    else if (turns.length > 0) turns.at(-1)!.text += ` ${line.trim()}`;
    else turns.push({ speaker: null, text: line.trim() });
  }
  return turns;
}

/** The sentences the persona says in a passage (not the interviewer's, not questions), whole and of a claim's length. */
function spokenSentences(text: string): string[] {
  return turnsOf(text)
    .filter((turn) => !turn.speaker || !ASKING.test(turn.speaker))
    .flatMap((turn) => turn.text.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}0-9])/u))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= CLAIM_MIN_LENGTH && s.length <= CLAIM_MAX_LENGTH && !s.endsWith('?') && contentTerms(s).length >= 2);
}

/**
 * The persona's name: the most frequent label of a speaker answering an interviewer (said twice at least); a
 * label outside an interview ("Role:" in a survey row) names nobody.
 */
function speakerName(passages: readonly OrderPassage[]): string {
  const counts = new Map<string, number>();
  for (const passage of passages) {
    const turns = turnsOf(passage.text);
    if (!turns.some(({ speaker }) => speaker && ASKING.test(speaker))) continue;
    for (const { speaker } of turns) if (speaker && !ASKING.test(speaker) && !ANONYMOUS.test(speaker)) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : '';
}

/** What the research says of the persona's age and job in so many words, if anything. */
function statedFacts(passages: readonly OrderPassage[]): { age: number | null; occupation: string } {
  let age: number | null = null;
  let occupation = '';
  for (const { text } of passages) {
    if (age === null) {
      const stated = /\b(?:I'm|I am)\s+(\d{2})(?:\s+years?\s+old)?\s*[,.;!]|\b(\d{2})[- ]years?[- ]old\b/i.exec(text);
      const years = stated ? Number(stated[1] ?? stated[2]) : NaN;
      if (years >= 18 && years <= 99) age = years;
    }
    if (!occupation) occupation = /\bI work as an? ([^,.;:\n]{3,60})/i.exec(text)?.[1]?.trim() ?? '';
    if (age !== null && occupation) break;
  }
  return { age, occupation };
}

/** The claim a sentence makes in the persona's words: first person where notes speak of the persona. */
function claimOf(sentence: string, name: string): string {
  if (!name || !new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(sentence)) return sentence;
  // Notes about the persona: a pronoun in the same sentence is most likely theirs.
  const gender = /\b(?:she|her|hers|herself)\b/i.test(sentence) ? 'female' : /\b(?:he|him|his|himself)\b/i.test(sentence) ? 'male' : '';
  const firstPerson = toFirstPerson(sentence, { name, age: 0, gender, occupation: '', company: '', campaign: '' });
  return firstPerson.charAt(0).toUpperCase() + firstPerson.slice(1);
}

/** The sentence of a passage that speaks most to the section (most of the section's matched terms), first on a tie. */
function bestSentence(sentences: string[], matched: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const sentence of sentences) {
    const score = contentTerms(sentence).filter((term) => matched.has(term) || [...matched].some((m) => m.length >= 4 && term.startsWith(m))).length;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}

type Hit = ReturnType<PassageIndex['find']>[number];
/** The sections a claim is drafted for from the passages (the quotes come from those claims' sentences; Known gaps stay the admin's). */
const CLAIM_SECTIONS = BLUEPRINT_SECTION_KEYS.filter((key) => key !== 'quotes' && key !== 'gaps');

/**
 * Each passage goes to the section it speaks to most, by its score there against that section's best score
 * (so a section whose cue words are rare still gets its passages), ties to the earlier section.
 */
function assignPassages(index: PassageIndex): Map<BlueprintSectionKey, Hit[]> {
  const home = new Map<string, { key: BlueprintSectionKey; relative: number }>();
  const hits = new Map<BlueprintSectionKey, Hit[]>();
  for (const key of CLAIM_SECTIONS) {
    const found = index.find(sectionQuery(key));
    hits.set(key, found);
    const top = found[0]?.score ?? 0;
    for (const hit of found) {
      const relative = hit.score / top;
      if (relative > (home.get(hit.passage.id)?.relative ?? 0)) home.set(hit.passage.id, { key, relative });
    }
  }
  return new Map(CLAIM_SECTIONS.map((key) => [key, hits.get(key)!.filter((hit) => home.get(hit.passage.id)?.key === key)]));
}

export function extractiveDraft(passages: readonly OrderPassage[]): BlueprintClaimsDraft {
  const name = speakerName(passages);
  const claims = Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, [] as BlueprintClaimsDraft['claims'][BlueprintSectionKey]])) as BlueprintClaimsDraft['claims'];
  const said: { sentence: string; passage: OrderPassage }[] = [];
  for (const [key, hits] of assignPassages(new PassageIndex(passages))) {
    for (const { passage, terms } of hits) {
      if (claims[key].length >= EXTRACTIVE_CLAIMS_PER_SECTION) break;
      const sentence = bestSentence(spokenSentences(passage.text), new Set(terms));
      if (!sentence) continue;
      // By construction the claim's words are the passage's; the check proves it, else the sentence stands as said.
      const claim = claimOf(sentence, name);
      const text = lexicalSupport(claim, [passage.text]) === 'supported' ? claim : sentence;
      if (lexicalSupport(text, [passage.text]) !== 'supported') continue;
      claims[key].push({ text, citations: [passage.id] });
      if (claims[key].length === 1) said.push({ sentence, passage });
    }
  }
  // The quotes: each section's first claim as its passage says it, word for word.
  claims.quotes = said.slice(0, EXTRACTIVE_CLAIMS_PER_SECTION).map(({ sentence, passage }) => ({ text: `“${sentence.replace(/^["“]|["”]$/g, '')}”`, citations: [passage.id] }));
  return { name, ...statedFacts(passages), gender: '', claims };
}
