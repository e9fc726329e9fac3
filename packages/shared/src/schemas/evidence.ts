import { z } from 'zod';
import { CITATIONS_PER_CLAIM_MAX, CLAIM_MAX_LENGTH, CLAIM_SUPPORTS, PASSAGE_ID_PATTERN, PASTED_SOURCE_MAX_LENGTH, SOURCE_KINDS, SOURCE_LABEL_MAX_LENGTH } from '../evidence-limits';

/**
 * Evidence: the customer's research an order carries (its sources), read once into passages, and the claims of a
 * version-2 Blueprint that cite them. See docs/decisions.md (Evidence) for what support and coverage mean.
 */

/** A source as the customer and the admin see it: a file or pasted text, with how many passages it gave. */
export const orderSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(SOURCE_KINDS),
  /** The file's name, or the pasted text's label. */
  name: z.string(),
  size: z.number().int(),
  passageCount: z.number().int(),
  /** The stored file's key (pasted text is stored as a .txt): its download address comes from GET /api/files/signed-url. */
  key: z.string(),
});
export type OrderSource = z.infer<typeof orderSourceSchema>;

/** POST /api/orders/sources/text: pasted research with a label. */
export const pastedSourceBodySchema = z.object({
  label: z.string().trim().min(1, 'Please give the pasted text a label.').max(SOURCE_LABEL_MAX_LENGTH, `A label can have at most ${SOURCE_LABEL_MAX_LENGTH} characters.`),
  text: z
    .string()
    .max(PASTED_SOURCE_MAX_LENGTH, `Pasted text can have at most ${PASTED_SOURCE_MAX_LENGTH.toLocaleString('en-US')} characters.`)
    .refine((text) => text.trim() !== '', 'Paste some text first.'),
});
export type PastedSourceBody = z.input<typeof pastedSourceBodySchema>;

export const sourceIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const passageIdSchema = z.string().regex(PASSAGE_ID_PATTERN, 'A citation must name a passage of this order’s sources.');

/** One passage of a source: a paragraph-sized piece of a document, or one row of a CSV with its column names. */
export const sourcePassageSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  position: z.number().int(),
  /** Where in the source: "row 12", "page 3", "paragraph 7". */
  location: z.string(),
  text: z.string(),
});
export type SourcePassage = z.infer<typeof sourcePassageSchema>;

/** GET /api/admin/orders/{id}/evidence: an order's sources and every passage of them, in order. */
export const orderEvidenceSchema = z.object({ sources: z.array(orderSourceSchema), passages: z.array(sourcePassageSchema) });
export type OrderEvidence = z.infer<typeof orderEvidenceSchema>;

/** A claim as an admin writes it: its text (inline Markdown), the passages it cites, and whether it is a marked assumption. */
export const claimInputSchema = z.object({
  text: z.string().trim().min(1, 'A claim cannot be empty.').max(CLAIM_MAX_LENGTH, `A claim can have at most ${CLAIM_MAX_LENGTH} characters.`),
  citations: z.array(passageIdSchema).max(CITATIONS_PER_CLAIM_MAX, `A claim can cite at most ${CITATIONS_PER_CLAIM_MAX} passages.`).default([]),
  /** The admin keeps it knowing no passage supports it: it is shown, and spoken, as a guess. */
  assumption: z.boolean().default(false),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/** A claim as a version-2 Blueprint stores it, with the server's support mark. */
export const claimSchema = z.object({
  text: z.string(),
  citations: z.array(z.string()),
  support: z.enum(CLAIM_SUPPORTS),
  assumption: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

/** What a Blueprint shows of a cited passage: its quote, its source's name and its place there. */
export const evidenceQuoteSchema = z.object({ quote: z.string(), source: z.string(), location: z.string() });
export type EvidenceQuote = z.infer<typeof evidenceQuoteSchema>;

/** POST /api/admin/orders/{id}/claims/check: each section's claims, marked in the order given, and the coverage. */
export const claimCheckResponseSchema = z.object({
  sections: z.record(z.string(), z.array(z.object({ support: z.enum(CLAIM_SUPPORTS), unknownCitations: z.array(z.string()) }))),
  coverage: z.object({ supported: z.number().int(), total: z.number().int() }),
});
export type ClaimCheckResponse = z.infer<typeof claimCheckResponseSchema>;
