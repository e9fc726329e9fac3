import { Allow, parse } from 'partial-json';
import type { z } from 'zod';
import { modelCall, type ModelEndpoint } from './model-call';

export interface StructuredModelConfig extends ModelEndpoint {
  model: string;
  /** The most characters of an answer (STRUCTURED_ANSWER_MAX_CHARS unless said). */
  answerMaxChars?: number;
}

/**
 * A structured answer past this is no answer: a whole Blueprint draft is tens of thousands of characters, and a JSON
 * text cut short is useless, so a model that runs on fails (MODEL_FAILED) instead of growing without end.
 */
export const STRUCTURED_ANSWER_MAX_CHARS = 200_000;

export interface StructuredRequest {
  /** The schema's name, as the endpoint is told it. */
  name: string;
  system: string;
  user: string;
  /** The JSON schema the answer must follow (structured output, strict). */
  schema: Record<string, unknown>;
}

export interface StructuredProgress {
  /** The answer's text so far, after each chunk that added to it. */
  onText?: (text: string) => void;
  /** Aborted when nobody waits for the answer any more: the call is given up. */
  stopped?: AbortSignal;
}

/**
 * Asks an OpenAI-compatible endpoint for a structured answer (response_format json_schema, strict), streamed and
 * collected: its whole text, or MODEL_TIMEOUT (no chunk within timeoutMs) or MODEL_FAILED (modelCall; also for an
 * answer without a word, which is the endpoint's fault, not an answer that misses the schema, and for one longer than
 * `answerMaxChars`, whose call is then stopped). Drafts and the evidence judge ask through it.
 */
export async function requestStructured(config: StructuredModelConfig, request: StructuredRequest, progress: StructuredProgress = {}): Promise<string> {
  const call = modelCall(config, config.model, progress.stopped);
  const maxChars = config.answerMaxChars ?? STRUCTURED_ANSWER_MAX_CHARS;
  call.arm();
  try {
    const stream = await call.stream({
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: request.schema } },
    });
    let text = '';
    call.arm();
    for await (const chunk of stream) {
      call.arm();
      call.count(chunk);
      const piece = chunk.choices?.[0]?.delta?.content ?? '';
      if (piece === '') continue;
      text += piece;
      if (text.length > maxChars) throw call.tooLong(maxChars);
      progress.onText?.(text);
    }
    call.throwIfAborted();
    if (!/\S/.test(text)) throw call.emptyAnswer();
    return text;
  } catch (err) {
    throw call.classify(err);
  } finally {
    call.release();
  }
}

/**
 * A structured answer as far as the model has written it, read by `schema`: strings and objects may be cut
 * short, numbers may not (an age of "4" on its way to 42 would flash on a form). Null while nothing usable has
 * arrived or the text is not the schema's shape.
 */
export function readPartial<T>(text: string, schema: z.ZodType<T>): T | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = parse(text, Allow.ALL & ~Allow.NUM);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
