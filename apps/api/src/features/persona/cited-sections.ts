import type { BlueprintSectionKey, Claim } from '@persona/shared';
import type { CitedSection } from './persona-model';

/** The section a citation names. */
export const keyOf = (cited: CitedSection): BlueprintSectionKey => (typeof cited === 'string' ? cited : cited.key);

/** The claim indexes a citation names (none for a plain key: a version-1 Blueprint, or an answer stored before claims). */
export const claimsOf = (cited: CitedSection): number[] => (typeof cited === 'string' ? [] : cited.claims);

/** A section's citation: its plain key when no claim is named, so a version-1 answer stays a list of keys. */
export const citedSection = (key: BlueprintSectionKey, claims: Iterable<number>): CitedSection => {
  const sorted = [...new Set(claims)].sort((a, b) => a - b);
  return sorted.length > 0 ? { key, claims: sorted } : key;
};

/**
 * Whether the persona would be guessing in saying a claim: the admin kept it as a marked assumption, or
 * nothing in the research supports it.
 */
export const isGuess = (claim: Pick<Claim, 'assumption' | 'support'>): boolean => claim.assumption || claim.support === 'unsupported';

/** What the offline persona adds when its answer rests on a guess, and what a model is told to say in its own words. */
export const GUESS_LINE = "That's my guess, though — I haven't seen it in your research.";
