import type { BlueprintSectionKey } from '@persona/shared';

/** Who the persona is: the avatar's facts and its Blueprint's written sections (in the Blueprint's order). */
export interface PersonaContext {
  avatar: { name: string; age: number; gender: string; occupation: string; company: string; campaign: string };
  sections: { key: BlueprintSectionKey; title: string; markdown: string }[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface PersonaQuestion {
  persona: PersonaContext;
  /** The thread so far, oldest first (without the question). */
  history: ChatTurn[];
  /** The question, with any attachment's text already added. */
  question: string;
  /** Aborted when the client stops the answer or the time limit passes. */
  signal: AbortSignal;
}

/** An answer being written: its text as it comes, then the Blueprint sections it relied on. */
export interface PersonaAnswer {
  text: AsyncIterable<string>;
  /** Known once `text` is consumed to its end. */
  citations(): BlueprintSectionKey[];
}

/**
 * A way to answer as the persona: the offline responder (the default, grounded in the Blueprint by full-text
 * retrieval) or any OpenAI-compatible chat-completions endpoint. Failures throw AppError MODEL_FAILED (502)
 * or MODEL_TIMEOUT (504).
 */
export interface PersonaModel {
  answer(question: PersonaQuestion): Promise<PersonaAnswer>;
}
