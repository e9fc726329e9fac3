/**
 * The limits and ids of evidence (sources, passages, claims), without zod: screens that only check a file's size
 * or type import these and never load the schemas (schemas/evidence.ts).
 */

/** The files a source may be (text is read from each once, at upload). */
export const SOURCE_EXTENSIONS = ['.txt', '.md', '.csv', '.docx', '.odt', '.rtf', '.pdf'] as const;
/** One source file's largest size. */
export const SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** Sources one order may carry. */
export const SOURCES_PER_ORDER_MAX = 20;
/** Pasted text: its label and its length. */
export const SOURCE_LABEL_MAX_LENGTH = 120;
export const PASTED_SOURCE_MAX_LENGTH = 200_000;
/** The most characters of text kept from one source (about 330,000 words). */
export const SOURCE_TEXT_MAX_LENGTH = 2_000_000;
/** How long a passage's quote is at most, where the Blueprint shows it. */
export const QUOTE_MAX_LENGTH = 300;

export const SOURCE_KINDS = ['file', 'text'] as const;

/**
 * A passage's id: its source's id and its position in that source (1-based), `<sourceId>:<position>`. Stable:
 * a source is read once, so the same passage keeps its id for as long as the source exists.
 */
export const passageId = (sourceId: string, position: number) => `${sourceId}:${position}`;
export const PASSAGE_ID_PATTERN = /^[0-9a-f-]{36}:[1-9][0-9]{0,6}$/;

/**
 * How well a claim's cited passages bear it out, decided by the server (never taken from a client): supported,
 * weak (they share some of its content), unsupported (no citation, or nothing in them says it).
 */
export const CLAIM_SUPPORTS = ['supported', 'weak', 'unsupported'] as const;
export type ClaimSupport = (typeof CLAIM_SUPPORTS)[number];

export const CLAIM_MAX_LENGTH = 1_000;
export const CLAIMS_PER_SECTION_MAX = 40;
export const CITATIONS_PER_CLAIM_MAX = 8;
