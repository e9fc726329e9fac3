import type { BlueprintSectionKey, Claim, EvidenceQuote } from '@persona/shared';

/**
 * Who the persona is: the avatar's facts and its Blueprint's written sections (in the Blueprint's order). A
 * version-2 Blueprint adds each section's claims and the quotes of the passages they cite, by passage id.
 */
export interface PersonaContext {
  avatar: { name: string; age: number; gender: string; occupation: string; company: string; campaign: string };
  sections: { key: BlueprintSectionKey; title: string; markdown: string; claims?: Claim[] }[];
  evidence?: Record<string, EvidenceQuote>;
}

/** A version-2 Blueprint: the claims an answer relied on, by section, as indexes in the section's claims. */
export type ReliedClaims = Partial<Record<BlueprintSectionKey, number[]>>;

/**
 * A section an answer relied on, as it is stored with the answer: its key, or (a version-2 Blueprint) its key
 * with the claims relied on; the quotes are read from the Blueprint when the answer is shown.
 */
export type CitedSection = BlueprintSectionKey | { key: BlueprintSectionKey; claims: number[] };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What a panel asks of the persona beyond a plain chat question (chat leaves it out). Each kind has a fixed
 * answer format (panel-formats.ts) that both drivers produce and the panel service parses:
 * - panel-answer: round 1 of a question panel: answer `question` in character, from the Blueprint;
 * - panel-review: round 2: `others` is the digest of the other avatars' round-1 answers; say whether you agree
 *   and why, starting with one of the stance openers, without changing who you are;
 * - asset-review: `asset` is an ad, email or landing-page text (its lines as written); react in the five
 *   labelled lines of ASSET_LABELS, quoting the line where you would stop reading exactly.
 */
export type PersonaTask =
  | { kind: 'panel-answer' }
  | { kind: 'panel-review'; others: { name: string; text: string }[] }
  | { kind: 'asset-review'; asset: string };

export interface PersonaQuestion {
  persona: PersonaContext;
  /** A panel's task; absent in chat. */
  task?: PersonaTask;
  /** The thread so far, oldest first (without the question). */
  history: ChatTurn[];
  /** The question, with any attachment's text already added. */
  question: string;
  /** Aborted when the client stops the answer or the time limit passes. */
  signal: AbortSignal;
}

/** An answer being written: its text as it comes, then the Blueprint sections (and claims) it relied on. */
export interface PersonaAnswer {
  text: AsyncIterable<string>;
  /** Known once `text` is consumed to its end. */
  citations(): BlueprintSectionKey[];
  /** A version-2 Blueprint: the claims of the cited sections it relied on (known once `text` is consumed). */
  claims?(): ReliedClaims;
}

/**
 * A way to answer as the persona: the offline responder (the default, grounded in the Blueprint by full-text
 * retrieval) or any OpenAI-compatible chat-completions endpoint. Failures throw AppError MODEL_FAILED (502)
 * or MODEL_TIMEOUT (504).
 */
export interface PersonaModel {
  answer(question: PersonaQuestion): Promise<PersonaAnswer>;
}
