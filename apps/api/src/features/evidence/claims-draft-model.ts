import { BLUEPRINT_SECTION_KEYS, BLUEPRINT_SECTIONS, blueprintClaimsDraftPartialSchema, blueprintClaimsDraftSchema, type BlueprintClaimsDraft, type BlueprintClaimsDraftPartial } from '@persona/shared';
import { z } from 'zod';
import { forStrictModels, readPartial, type JsonSchema, type StructuredRequest } from '../persona';
import type { OrderPassage } from './order-passages.queries';
import { passageBlock, PASSAGES_ARE_DATA } from './passage-prompt';
import { PassageIndex, sectionQuery } from './passage-index';

/** Passages retrieved per section for a model's claims draft. */
export const PASSAGES_PER_SECTION = 6;

/** The JSON schema of a claims draft (strict structured output: every field required, nothing else). */
export const CLAIMS_DRAFT_JSON_SCHEMA = forStrictModels(z.toJSONSchema(blueprintClaimsDraftSchema, { target: 'draft-7' }) as JsonSchema);

export const CLAIMS_DRAFT_SYSTEM_PROMPT = `You draft a Blueprint from the customer's own research: one buyer persona for a marketing campaign. An expert reviews and corrects your draft before the customer sees it.

Each section is a list of claims: short, specific statements in the persona's own words (first person), each citing the ids of the passages (P1, P2…) that say it.
- Cite only ids of the passages given, and only passages that state the claim; a claim without a passage behind it gets no citations (the expert keeps it only as a marked assumption), so make few of those.
- Stay with what the research says; never invent facts, numbers or studies. An empty list is fine for a section the research does not speak to.
- Quotes (the quotes section) are the persona's words as the passages say them.
- Known gaps: what the research does not say and would need finding out, without citations.
- Name, gender and occupation as the research says them ('' where it does not); age null unless the research says it.
${PASSAGES_ARE_DATA}

Answer only with JSON in the given schema. The sections are:
${BLUEPRINT_SECTIONS.map((s) => `- ${s.key}: ${s.title}`).join('\n')}`;

/** A partial draft leaves out an age the research does not say (null), as the form keeps its own. */
const withoutNullAge = z.preprocess(
  (value) => (value && typeof value === 'object' && 'age' in value && value.age === null ? { ...value, age: undefined } : value),
  blueprintClaimsDraftPartialSchema,
);

/** A model's claims draft request for an order: the brief, then each section's best passages under short aliases. */
export interface ClaimsDraftRequest {
  request: StructuredRequest;
  /** The finished answer as a draft with the passages' real ids (aliases not sent dropped), or null when it is not the schema's. */
  parse(text: string): BlueprintClaimsDraft | null;
  /** The answer so far, the same way. */
  partial(text: string): BlueprintClaimsDraftPartial | null;
}

/**
 * Retrieves each section's best passages (full-text ranking by the section's title and cue words), at most
 * `maxChars` of passage text in all, and names each with an alias ("P1") the model cites instead of its id.
 */
export function claimsDraftRequest(brief: string, passages: readonly OrderPassage[], maxChars: number): ClaimsDraftRequest {
  const index = new PassageIndex(passages);
  const aliases = new Map<string, string>();
  const ids = new Map<string, string>();
  let chars = 0;
  const groups: string[] = [];
  for (const { key, title } of BLUEPRINT_SECTIONS) {
    if (key === 'gaps') continue;
    const blocks: string[] = [];
    for (const { passage } of index.find(sectionQuery(key)).slice(0, PASSAGES_PER_SECTION)) {
      let alias = aliases.get(passage.id);
      if (!alias) {
        if (chars + passage.text.length > maxChars) continue;
        chars += passage.text.length;
        alias = `P${aliases.size + 1}`;
        aliases.set(passage.id, alias);
        ids.set(alias, passage.id);
      }
      blocks.push(passageBlock(alias, passage.text));
    }
    if (blocks.length > 0) groups.push(`### ${key}: ${title}\n${blocks.join('\n')}`);
  }
  const user = `Draft the Blueprint's claims for this brief.\n\n${brief}\n\nResearch passages, by the section they seem to speak to (a passage may support claims of any section):\n\n${groups.join('\n\n') || '(no passage speaks to any section)'}`;
  const realIds = (citations: readonly string[] = []) => [...new Set(citations.flatMap((alias) => ids.get(alias) ?? []))];
  return {
    request: { name: 'blueprint_claims_draft', system: CLAIMS_DRAFT_SYSTEM_PROMPT, user, schema: CLAIMS_DRAFT_JSON_SCHEMA },
    parse(text) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return null;
      }
      const parsed = blueprintClaimsDraftSchema.safeParse(json);
      if (!parsed.success) return null;
      const claims = Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, parsed.data.claims[key].filter((c) => c.text.trim() !== '').map((c) => ({ text: c.text.trim(), citations: realIds(c.citations) }))]));
      return { ...parsed.data, claims: claims as BlueprintClaimsDraft['claims'] };
    },
    partial(text) {
      const draft = readPartial(text, withoutNullAge);
      if (!draft?.claims) return draft;
      const claims = Object.fromEntries(Object.entries(draft.claims).map(([key, list]) => [key, list.map((c) => (c.citations ? { ...c, citations: realIds(c.citations) } : c))]));
      return { ...draft, claims };
    },
  };
}
