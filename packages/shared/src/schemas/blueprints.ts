import { z } from 'zod';
import { CITATIONS_PER_CLAIM_MAX, CLAIM_MAX_LENGTH, CLAIMS_PER_SECTION_MAX } from '../evidence-limits';
import { claimInputSchema, claimSchema, evidenceQuoteSchema } from './evidence';
import { streamErrorEventSchema } from './stream-events';

/** The named sections of a Blueprint, in reading order; each is written in Markdown. */
export const BLUEPRINT_SECTIONS = [
  { key: 'at-a-glance', title: 'At a glance' },
  { key: 'goals', title: 'Goals and jobs to be done' },
  { key: 'pains', title: 'Pains and frustrations' },
  { key: 'triggers', title: 'What puts them in market (triggers)' },
  { key: 'journey', title: 'Buying journey (the questions they ask at each stage)' },
  { key: 'objections', title: 'Objections and the proof that answers each' },
  { key: 'leave-or-convince', title: 'What makes them leave / What convinces them' },
  { key: 'channels', title: 'Channels and trusted sources' },
  { key: 'quotes', title: 'In their own words (quotes)' },
  { key: 'messaging', title: "Messaging do's and don'ts" },
  { key: 'gaps', title: 'Known gaps (what we do not know)' },
] as const;

export type BlueprintSectionKey = (typeof BLUEPRINT_SECTIONS)[number]['key'];
export const BLUEPRINT_SECTION_KEYS = BLUEPRINT_SECTIONS.map((s) => s.key) as [BlueprintSectionKey, ...BlueprintSectionKey[]];
/** The version new Markdown-only Blueprints are stored in; claims with evidence make version 2. */
export const BLUEPRINT_DOCUMENT_VERSION = 1;
export const BLUEPRINT_EVIDENCE_DOCUMENT_VERSION = 2;
export const SECTION_MAX_LENGTH = 20_000;
const SECTION_TOO_LONG = `A section can have at most ${SECTION_MAX_LENGTH} characters.`;

const sectionSchema = z.object({ key: z.enum(BLUEPRINT_SECTION_KEYS), title: z.string(), markdown: z.string().max(SECTION_MAX_LENGTH) });

/** Version 1: each section is Markdown an admin wrote (or a model drafted from the brief). */
export const blueprintDocumentV1Schema = z.object({ version: z.literal(BLUEPRINT_DOCUMENT_VERSION), sections: z.array(sectionSchema) });

/**
 * Version 2: each section is a list of claims, each citing passages of the order's sources, with the server's
 * support mark. `markdown` is derived from the claims (one bullet each, no markers), so whatever reads a
 * section's Markdown reads a version-2 Blueprint unchanged. `evidence` holds the quote of every cited passage,
 * so the Blueprint shows its evidence without its order's sources.
 */
export const blueprintDocumentV2Schema = z.object({
  version: z.literal(BLUEPRINT_EVIDENCE_DOCUMENT_VERSION),
  sections: z.array(sectionSchema.extend({ claims: z.array(claimSchema) })),
  evidence: z.record(z.string(), evidenceQuoteSchema),
});

/** A Blueprint as stored (versioned JSON), so later features can cite a section by its key. */
export const blueprintDocumentSchema = z.discriminatedUnion('version', [blueprintDocumentV1Schema, blueprintDocumentV2Schema]);
export type BlueprintDocument = z.infer<typeof blueprintDocumentSchema>;
export type BlueprintDocumentV2 = z.infer<typeof blueprintDocumentV2Schema>;

/** The delivery form's claims by section: a section with none is left out of the Blueprint. */
export const sectionClaimsInputSchema = z.partialRecord(
  z.enum(BLUEPRINT_SECTION_KEYS),
  z.array(claimInputSchema).max(CLAIMS_PER_SECTION_MAX, `A section can have at most ${CLAIMS_PER_SECTION_MAX} claims.`),
);
export type SectionClaimsInput = z.input<typeof sectionClaimsInputSchema>;

/** The delivery form's sections: Markdown per key; empty sections are left out of the document. */
export const sectionsInputSchema = z.partialRecord(z.enum(BLUEPRINT_SECTION_KEYS), z.string().max(SECTION_MAX_LENGTH, SECTION_TOO_LONG));
export type SectionsInput = z.output<typeof sectionsInputSchema>;

/** POST /api/admin/blueprints/preview: one section's Markdown, rendered as the document page will show it. */
export const blueprintPreviewBodySchema = z.object({
  markdown: z.string().max(SECTION_MAX_LENGTH, SECTION_TOO_LONG),
});
export const blueprintPreviewResponseSchema = z.object({ html: z.string() });

/** The persona fields a model drafts, with the same bounds as the delivery form's. */
const DRAFT_TEXT_MAX = 200;
/**
 * POST /api/admin/orders/{id}/draft: a model's draft of the delivery form (name, age, gender, occupation and
 * every section's Markdown, '' where the model has nothing), for an admin to review, edit and deliver.
 */
export const blueprintDraftSchema = z.object({
  name: z.string().max(DRAFT_TEXT_MAX),
  age: z.number().int().min(18).max(99),
  gender: z.string().max(DRAFT_TEXT_MAX),
  occupation: z.string().max(DRAFT_TEXT_MAX),
  sections: z.object(Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, z.string().max(SECTION_MAX_LENGTH)])) as Record<BlueprintSectionKey, z.ZodString>),
});
export type BlueprintDraft = z.infer<typeof blueprintDraftSchema>;
/** A draft as far as the model has written it: any field may be missing, and the last one cut short. */
export const blueprintDraftPartialSchema = z
  .object({
    name: z.string(),
    age: z.number(),
    gender: z.string(),
    occupation: z.string(),
    sections: z.object(Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, z.string()])) as Record<BlueprintSectionKey, z.ZodString>).partial(),
  })
  .partial();
export type BlueprintDraftPartial = z.infer<typeof blueprintDraftPartialSchema>;

/**
 * What a draft's `model` (and so the deliver body's draftedBy) says of a draft made without a model: the
 * passages that speak to each section, as claims in the persona's words, each citing its passage.
 */
export const EXTRACTIVE_DRAFTER = 'extractive';

/** One drafted claim: its text and the passages (ids of the order's sources) that support it. */
const draftClaimSchema = z.object({
  text: z.string().max(CLAIM_MAX_LENGTH),
  citations: z.array(z.string()).max(CITATIONS_PER_CLAIM_MAX),
});
/**
 * The draft of an order with sources: the persona's fields (age null where the research does not say it) and
 * each section's claims citing passages, `[]` where nothing speaks to it. The admin reviews it; delivering it
 * is the deliver body's `claims`, which the server checks again.
 */
export const blueprintClaimsDraftSchema = z.object({
  name: z.string().max(DRAFT_TEXT_MAX),
  age: z.number().int().min(18).max(99).nullable(),
  gender: z.string().max(DRAFT_TEXT_MAX),
  occupation: z.string().max(DRAFT_TEXT_MAX),
  claims: z.object(
    Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, z.array(draftClaimSchema).max(CLAIMS_PER_SECTION_MAX)])) as Record<BlueprintSectionKey, z.ZodArray<typeof draftClaimSchema>>,
  ),
});
export type BlueprintClaimsDraft = z.infer<typeof blueprintClaimsDraftSchema>;
/** A claims draft as far as the model has written it (strict, so a Markdown draft's partial is never read as one). */
export const blueprintClaimsDraftPartialSchema = z
  .object({
    name: z.string(),
    // An age the research does not say (null in the finished draft) is no news for the form: a partial leaves it out.
    age: z.number(),
    gender: z.string(),
    occupation: z.string(),
    claims: z
      .object(
        Object.fromEntries(BLUEPRINT_SECTION_KEYS.map((key) => [key, z.array(z.object({ text: z.string(), citations: z.array(z.string()) }).partial())])) as Record<
          BlueprintSectionKey,
          z.ZodArray<z.ZodObject<{ text: z.ZodOptional<z.ZodString>; citations: z.ZodOptional<z.ZodArray<z.ZodString>> }>>
        >,
      )
      .partial(),
  })
  .partial()
  .strict();
export type BlueprintClaimsDraftPartial = z.infer<typeof blueprintClaimsDraftPartialSchema>;
/**
 * The events of POST /api/admin/orders/{id}/draft (Server-Sent Events, `event: <type>` then `data: <json>`):
 * `partial` the draft so far (a few times a second while the model writes) · `done` the whole draft, checked
 * against the form's rules, and the model that wrote it (what the deliver body's draftedBy must then say;
 * EXTRACTIVE_DRAFTER for a draft without a model) ·
 * An order without sources gets a Markdown draft (`sections`), one with sources a claims draft (`claims`).
 * `error` the one error body (the draft broke off, or did not match the form: nothing may be kept from it).
 */
export const blueprintDraftEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('partial'), draft: z.union([blueprintClaimsDraftPartialSchema, blueprintDraftPartialSchema]) }),
  z.object({ type: z.literal('done'), draft: z.union([blueprintDraftSchema, blueprintClaimsDraftSchema]), model: z.string() }),
  streamErrorEventSchema,
]);
export type BlueprintDraftEvent = z.infer<typeof blueprintDraftEventSchema>;
