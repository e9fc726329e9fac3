import {
  BLUEPRINT_SECTION_KEYS,
  CITATIONS_PER_CLAIM_MAX,
  CLAIMS_PER_SECTION_MAX,
  coverageOf,
  type BlueprintSectionKey,
  type ClaimCheckResponse,
  type ClaimSupport,
  type EvidenceCoverage,
  type SectionClaimsInput,
} from '@persona/shared';

/** One claim as the delivery form holds it: `id` keeps its place in the list while it is edited or moved. */
export interface ClaimDraft {
  id: string;
  text: string;
  /** Passage ids (`<sourceId>:<position>`) of the order's sources. */
  citations: string[];
  assumption: boolean;
}

export type SectionClaims = Partial<Record<BlueprintSectionKey, ClaimDraft[]>>;

let claimCount = 0;
/** A claim for the form, with an id no other claim of the page has. */
export function newClaim(fields: Partial<Omit<ClaimDraft, 'id'>> = {}): ClaimDraft {
  claimCount += 1;
  return { id: `claim-${claimCount}`, text: '', citations: [], assumption: false, ...fields };
}

const withSection = (claims: SectionClaims, key: BlueprintSectionKey, change: (list: ClaimDraft[]) => ClaimDraft[]): SectionClaims => ({
  ...claims,
  [key]: change(claims[key] ?? []),
});

const editClaim = (claims: SectionClaims, key: BlueprintSectionKey, id: string, change: (claim: ClaimDraft) => ClaimDraft) =>
  withSection(claims, key, (list) => list.map((claim) => (claim.id === id ? change(claim) : claim)));

/** The section with an empty claim at its end; a full section stays as it is. */
export const addClaim = (claims: SectionClaims, key: BlueprintSectionKey, claim: ClaimDraft = newClaim()): SectionClaims =>
  canAddClaim(claims, key) ? withSection(claims, key, (list) => [...list, claim]) : claims;

export const canAddClaim = (claims: SectionClaims, key: BlueprintSectionKey) => (claims[key]?.length ?? 0) < CLAIMS_PER_SECTION_MAX;

export const updateClaim = (claims: SectionClaims, key: BlueprintSectionKey, id: string, patch: Partial<Omit<ClaimDraft, 'id'>>) =>
  editClaim(claims, key, id, (claim) => ({ ...claim, ...patch }));

export const removeClaim = (claims: SectionClaims, key: BlueprintSectionKey, id: string) =>
  withSection(claims, key, (list) => list.filter((claim) => claim.id !== id));

/** The claim one place up (-1) or down (1); at either end nothing moves. */
export function moveClaim(claims: SectionClaims, key: BlueprintSectionKey, id: string, by: -1 | 1): SectionClaims {
  return withSection(claims, key, (list) => {
    const from = list.findIndex((claim) => claim.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= list.length) return list;
    const moved = [...list];
    [moved[from], moved[to]] = [moved[to] as ClaimDraft, moved[from] as ClaimDraft];
    return moved;
  });
}

/** Whether the claim may cite one more passage (not already cited, under the limit). */
export const canCite = (claim: ClaimDraft, passageId: string) => !claim.citations.includes(passageId) && claim.citations.length < CITATIONS_PER_CLAIM_MAX;

export const addCitation = (claims: SectionClaims, key: BlueprintSectionKey, id: string, passageId: string) =>
  editClaim(claims, key, id, (claim) => (canCite(claim, passageId) ? { ...claim, citations: [...claim.citations, passageId] } : claim));

export const removeCitation = (claims: SectionClaims, key: BlueprintSectionKey, id: string, passageId: string) =>
  editClaim(claims, key, id, (claim) => ({ ...claim, citations: claim.citations.filter((cited) => cited !== passageId) }));

const isWritten = (claim: ClaimDraft) => claim.text.trim() !== '';

/** Whether any claim has text (what a draft would replace). */
export const hasWrittenClaims = (claims: SectionClaims) => Object.values(claims).some((list) => list?.some(isWritten));

/**
 * The claims as the API takes them, sections in reading order: trimmed, blank claims and sections left out (as
 * empty Markdown sections are).
 */
export function toClaimsInput(claims: SectionClaims): SectionClaimsInput {
  const input: SectionClaimsInput = {};
  for (const key of BLUEPRINT_SECTION_KEYS) {
    const written = (claims[key] ?? []).filter(isWritten);
    if (written.length > 0) input[key] = written.map(({ text, citations, assumption }) => ({ text: text.trim(), citations, assumption }));
  }
  return input;
}

/** A claim's support as the server marked it, with the citations it did not find in the order's sources. */
export interface ClaimMark {
  support: ClaimSupport;
  unknownCitations: string[];
}

/**
 * Marks by what they were computed for (section, text, citations): an edited claim has no mark until it is
 * checked again, and an unchanged one keeps its mark while others are checked.
 */
export type ClaimMarks = ReadonlyMap<string, ClaimMark>;

const markKey = (key: BlueprintSectionKey, text: string, citations: readonly string[]) => JSON.stringify([key, text.trim(), citations]);

/** The check's answer, in the order of the claims sent, keyed by what each claim said. */
export function marksFromCheck(sent: SectionClaimsInput, response: ClaimCheckResponse): ClaimMarks {
  const marks = new Map<string, ClaimMark>();
  for (const key of BLUEPRINT_SECTION_KEYS) {
    const answers = response.sections[key] ?? [];
    (sent[key] ?? []).forEach((claim, index) => {
      const answer = answers[index];
      if (answer) marks.set(markKey(key, claim.text, claim.citations ?? []), answer);
    });
  }
  return marks;
}

/** The claim's mark as it reads now; undefined while it is blank or not yet checked as it is. */
export const markOf = (marks: ClaimMarks, key: BlueprintSectionKey, claim: ClaimDraft): ClaimMark | undefined =>
  isWritten(claim) ? marks.get(markKey(key, claim.text, claim.citations)) : undefined;

/** Supported claims of the section's checked claims (blank and not yet checked ones do not count). */
export function sectionCoverage(marks: ClaimMarks, key: BlueprintSectionKey, list: readonly ClaimDraft[] = []): EvidenceCoverage {
  return coverageOf(list.flatMap((claim) => markOf(marks, key, claim) ?? []));
}

/** The same over the whole draft. */
export function draftCoverage(marks: ClaimMarks, claims: SectionClaims): EvidenceCoverage {
  return coverageOf(BLUEPRINT_SECTION_KEYS.flatMap((key) => (claims[key] ?? []).flatMap((claim) => markOf(marks, key, claim) ?? [])));
}

/** The claims the server would refuse as they stand: marked unsupported and not kept as assumptions. */
export function unsupportedClaims(marks: ClaimMarks, claims: SectionClaims): number {
  return BLUEPRINT_SECTION_KEYS.reduce(
    (count, key) => count + (claims[key] ?? []).filter((claim) => !claim.assumption && markOf(marks, key, claim)?.support === 'unsupported').length,
    0,
  );
}
