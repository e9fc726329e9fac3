import type { ModelUsage } from '../../lib/metrics';
import { loadOnce } from '../../lib/load-once';

/** The endpoint a completion is asked of: its base URL (e.g. https://api.openai.com/v1) and key. */
export interface CompletionEndpoint {
  baseUrl: string;
  apiKey?: string;
}

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A streamed chat-completions request: the model, the messages, and a structured answer's `response_format`. */
export interface CompletionRequest {
  model: string;
  messages: CompletionMessage[];
  response_format?: { type: 'json_schema'; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

/** What a chunk of the stream is read for: the next piece of the answer, and the tokens used (the last chunk, asked for). */
export interface CompletionChunk {
  choices?: { delta?: { content?: string | null } | null }[] | null;
  usage?: ModelUsage | null;
}

/** The endpoint answered with an HTTP error: its status, and the message its OpenAI-style error body gave, if any. */
export class CompletionHttpError extends Error {
  constructor(
    readonly status: number,
    readonly said: string | undefined,
  ) {
    super(`HTTP ${status}`);
    this.name = 'CompletionHttpError';
  }
}

/** The endpoint could not be reached (refused, reset, no such host) before it answered. */
export class CompletionUnreachable extends Error {
  constructor(cause: unknown) {
    super('The endpoint could not be reached.', { cause });
    this.name = 'CompletionUnreachable';
  }
}

/** An `error` the endpoint sent in the middle of its stream (OpenAI's way of failing once it has answered 200), or an event past the size limit. */
export class CompletionStreamError extends Error {
  constructor(message = 'The endpoint sent an error in its stream.') {
    super(message);
    this.name = 'CompletionStreamError';
  }
}

/**
 * What is read of an endpoint's answer that is not a completion: an error body (its message is all that is kept), and
 * one event of the stream (a chunk is a few hundred bytes). An endpoint that sends more, by fault or by design, is cut
 * off there instead of growing the server's memory for as long as it sends.
 */
export const ERROR_BODY_MAX_BYTES = 64 * 1024;
export const EVENT_MAX_BYTES = 1024 * 1024;

/**
 * One keep-alive connection pool per endpoint origin (undici's Agent), for every model call of the process. No
 * time limits of its own: the call's (model-call.ts) is the only one, so that a slow model is MODEL_TIMEOUT.
 */
const loadClient = loadOnce(async () => {
  const [{ Agent, request }, { createParser }] = await Promise.all([import('undici'), import('eventsource-parser')]);
  return { request, createParser, dispatcher: new Agent({ headersTimeout: 0, bodyTimeout: 0 }) };
});

/** The chat-completions address of an endpoint, joined as OpenAI's SDK joins its base URL and path. */
export const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** The body as text, up to `max` bytes: the rest is not read (the connection is then closed). */
async function readUpTo(body: AsyncIterable<Uint8Array> & { destroy(): unknown }, max: number): Promise<string> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const bytes of body) {
    parts.push(bytes);
    length += bytes.byteLength;
    if (length >= max) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(parts).subarray(0, max).toString('utf8');
}

/** The message an OpenAI-style error body (`{"error": {"message": …}}`) gives, if it is one. */
function errorMessage(body: string): string | undefined {
  try {
    const said = (JSON.parse(body) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof said === 'string' && said.trim() ? said.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks `endpoint` for a streamed chat completion (`stream: true`, the usage asked for in a last chunk) and gives its
 * chunks as they come, up to `data: [DONE]` (the rest of the body is read, so the connection is kept). Rejects with
 * CompletionUnreachable or CompletionHttpError before the answer starts; a broken event, an `error` event or a cut
 * connection throws from the iteration. `signal` aborts the request, whenever (the connection is then closed).
 */
export async function streamCompletion(endpoint: CompletionEndpoint, body: CompletionRequest, signal: AbortSignal): Promise<AsyncIterable<CompletionChunk>> {
  const { request, createParser, dispatcher } = await loadClient();
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(completionsUrl(endpoint.baseUrl), {
      method: 'POST',
      // As OpenAI's SDK sent them (its Accept too): an endpoint sees the request it saw before.
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${endpoint.apiKey || 'none'}` },
      body: JSON.stringify({ ...body, stream: true, stream_options: { include_usage: true } }),
      dispatcher,
      signal,
    });
  } catch (err) {
    throw signal.aborted ? err : new CompletionUnreachable(err);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new CompletionHttpError(response.statusCode, errorMessage(await readUpTo(response.body, ERROR_BODY_MAX_BYTES)));
  }
  const stream = response.body;

  return (async function* chunks() {
    const data: string[] = [];
    // Bytes read since the parser last ended an event or a comment: what it holds of an event not yet ended.
    let pending = 0;
    const parser = createParser({
      onEvent: (event) => {
        pending = 0;
        data.push(event.data);
      },
      onComment: () => (pending = 0),
    });
    const decoder = new TextDecoder();
    let done = false;
    for await (const bytes of stream as AsyncIterable<Uint8Array>) {
      pending += bytes.byteLength;
      parser.feed(decoder.decode(bytes, { stream: true }));
      if (pending > EVENT_MAX_BYTES) throw new CompletionStreamError(`The endpoint sent an event longer than ${EVENT_MAX_BYTES} bytes.`);
      for (const event of data.splice(0)) {
        done ||= event.startsWith('[DONE]');
        if (done) continue;
        const chunk = JSON.parse(event) as unknown;
        if (chunk === null || typeof chunk !== 'object') continue;
        if ('error' in chunk && chunk.error) throw new CompletionStreamError();
        yield chunk as CompletionChunk;
      }
    }
  })();
}
