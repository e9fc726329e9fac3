import type { BlueprintSectionKey } from '@persona/shared';
import type { PersonaContext } from './persona-model';
import { firstName, jobTitle, withArticle } from './persona-speech';
import { contentTerms, type Passage, type PersonaIndex } from './retrieval';
import type { Speaker } from './speaker';
import type { ThreadMemory } from './thread-memory';

/** What every reply is composed from: the persona, its Blueprint's index, the thread so far and its voice. */
export interface Turn {
  persona: PersonaContext;
  index: PersonaIndex;
  memory: ThreadMemory;
  speaker: Speaker;
  question: string;
  /** The most passages the answer draws on. */
  maxPassages: number;
}

/** Whether the thread has not said the passage yet. */
export const freshIn = (turn: Turn) => (passage: Passage) => !turn.memory.said(passage);

/** The section's passages, those the thread has not said first. */
export function passagesOf(turn: Turn, sections: readonly BlueprintSectionKey[]): Passage[] {
  const { avatar } = turn.persona;
  // "Liam Walsh, operations manager." says nothing the persona has not said by saying who it is.
  const known = new Set(contentTerms(`${avatar.name} ${avatar.occupation} ${avatar.age}`));
  const all = turn.index.passages.filter((p) => p.source !== 'avatar' && sections.includes(p.source) && contentTerms(p.text).some((t) => !known.has(t)));
  const fresh = freshIn(turn);
  return [...all.filter(fresh), ...all.filter((p) => !fresh(p))];
}

/** "Liam", and ", an operations manager" (or nothing without an occupation). */
export function whoIAm(persona: PersonaContext): { first: string; job: string } {
  const occupation = persona.avatar.occupation.trim();
  return { first: firstName(persona.avatar.name), job: occupation ? `, ${withArticle(jobTitle(occupation))}` : '' };
}

/**
 * A question's words with their -ing forms also as a stem ("hiking" → "hike"), so it finds "hikes" without a
 * stemmer.
 */
export const withStems = (text: string) =>
  text.replace(/\b(\p{L}{3,})ing\b/giu, (word: string, stem: string) => `${word} ${stem}e ${stem.length >= 4 ? stem : ''}`);
