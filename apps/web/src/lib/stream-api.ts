import { MESSAGES, type RouteDefinition } from '@persona/shared';
import { ApiError, failureOf, sendRequest, type CallOptions } from './api-client';
import { SseParser, type SseFrame } from './sse';

/** What checks each event: a zod schema of @persona/shared fits. */
export interface EventSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** An event's JSON data; an object without a `type` takes the frame's event name as its type. */
export function eventValue(frame: SseFrame): unknown {
  let value: unknown;
  try {
    value = JSON.parse(frame.data);
  } catch {
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !('type' in value)) return { type: frame.event, ...value };
  return value;
}

/** A stream that broke its own format: the user gets the generic message. */
const malformed = (status: number) => new ApiError(status, 'MALFORMED_STREAM', MESSAGES.requestFailed);

/**
 * Calls an endpoint (by its route) that answers text/event-stream (with the bearer token, as callApi) and yields its
 * events as they arrive, each checked against the schema. A non-2xx answer throws the ApiError of its error
 * body; aborting the signal (a Stop button) ends the stream with the fetch's AbortError.
 */
export async function* streamApi<T>(
  endpoint: RouteDefinition,
  input: { params?: unknown; query?: unknown; body?: unknown } & CallOptions,
  schema: EventSchema<T>,
): AsyncGenerator<T, void, undefined> {
  const response = await sendRequest(endpoint, input, 'text/event-stream');
  if (!response.ok) throw await failureOf(response);
  if (!response.body) return;
  const parser = new SseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Stop ends a pending read at once, whatever the fetch implementation does with the body.
  const stop = () => void reader.cancel().catch(() => undefined);
  input.signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      input.signal?.throwIfAborted();
      for (const frame of done ? parser.end() : parser.push(value)) {
        const checked = schema.safeParse(eventValue(frame));
        if (!checked.success) throw malformed(response.status);
        yield checked.data;
      }
      if (done) return;
    }
  } finally {
    input.signal?.removeEventListener('abort', stop);
    // Leaving early (a consumer's break, an error, Stop) releases the connection.
    await reader.cancel().catch(() => undefined);
  }
}
