import { MESSAGES, type EndpointEvent, type EndpointInput, type EventKinds, type Route, type StreamEndpoint } from '@persona/shared';
import { ApiError, failureOf, isErrorBody, sendRequest, type CallOptions } from './api-client';
import { SseParser, type SseFrame } from './sse';

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

/**
 * Whether a value is an event the route declares: an object whose `type` is one of the route's events, with each
 * of that event's fields of its kind (an `error` event with the error body's code and message). No zod: the
 * server checks every event it sends against the endpoint's events schema, as it does a JSON answer, so what
 * passes is read as the endpoint's event, and no screen downloads a schema to follow a stream.
 */
export function isDeclaredEvent(events: EventKinds, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return false;
  const fields = Object.hasOwn(events, value.type) ? events[value.type] : undefined;
  if (!fields) return false;
  const record = value as Record<string, unknown>;
  const fitting = Object.entries(fields).every(([name, kind]) => typeof record[name] === kind && record[name] !== null);
  return fitting && (value.type !== 'error' || isErrorBody(value));
}

/** A stream that broke its own format: the user gets the generic message. */
const malformed = (status: number) => new ApiError(status, 'MALFORMED_STREAM', MESSAGES.requestFailed);

/**
 * Calls a stream endpoint by its route-table entry (with the bearer token, as callApi) and yields its events as
 * they arrive, typed as the endpoint's and each checked by the route's `stream` (isDeclaredEvent). A non-2xx answer
 * throws the ApiError of its error body, as callApi; an `error` event is yielded like any other (followStream
 * turns it into its ApiError); aborting the signal (a Stop button) ends the stream with the fetch's AbortError.
 */
export async function* streamApi<const E extends StreamEndpoint>(
  route: Route<E>,
  input: EndpointInput<E> & CallOptions,
): AsyncGenerator<EndpointEvent<E>, void, undefined> {
  const events: EventKinds = route.stream;
  const response = await sendRequest(route, input, 'text/event-stream');
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
        const event = eventValue(frame);
        if (!isDeclaredEvent(events, event)) throw malformed(response.status);
        yield event as EndpointEvent<E>;
      }
      if (done) return;
    }
  } finally {
    input.signal?.removeEventListener('abort', stop);
    // Leaving early (a consumer's break, an error, Stop) releases the connection.
    await reader.cancel().catch(() => undefined);
  }
}
