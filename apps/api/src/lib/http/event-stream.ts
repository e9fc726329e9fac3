import type { EndpointEventInput, StreamEndpoint } from '@persona/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { INTERNAL_MESSAGE, toAppError } from '../error-handler';
import { AppError, errorBody } from '../errors';
import type { RouteConfig } from './route';

/** The Server-Sent Events stream of one endpoint: only the events its declaration lists can be sent. */
export interface EventStream<E extends StreamEndpoint> {
  send(event: EndpointEventInput<E>): void;
  /** Sends the `error` event of a failure (streamError); `what` names the work in the log. */
  fail(error: unknown, what: string): void;
  end(): void;
}

/**
 * Takes the answer over from Fastify (reply.hijack) and opens the endpoint's Server-Sent Events stream: each event
 * is checked by the endpoint's events schema (as an answer is by its response schema) and written, and so flushed,
 * as it comes: `event: <type>` and `data: <the event as JSON>`. Compression and the onSend hooks do not run for a
 * hijacked reply, so the headers the hooks set so far (security headers) are carried over here, with no-store,
 * keep-alive and no proxy buffering.
 */
export function openEventStream<E extends StreamEndpoint>(endpoint: E, request: FastifyRequest, reply: FastifyReply): EventStream<E> {
  if ((request.routeOptions.config as Partial<RouteConfig>).endpoint !== endpoint) {
    throw new Error(`${request.method} ${request.url} cannot send the events of ${endpoint.method} ${endpoint.path}`);
  }
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  reply.hijack();
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.flushHeaders();
  const send = (event: EndpointEventInput<E>) => {
    if (raw.writableEnded || raw.destroyed) return;
    const checked = endpoint.events.parse(event);
    raw.write(`event: ${checked.type}\ndata: ${JSON.stringify(checked)}\n\n`);
  };
  return {
    send,
    // Every stream declares the error event (defineEndpoint and route-table.test.ts check), which TypeScript
    // cannot see through the generic E.
    fail: (error, what) => send({ type: 'error', error: streamError(request, error, what) } as EndpointEventInput<E>),
    end: () => {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/**
 * A stream opened on the first event: everything refused before it (validation, access, ownership, a limit)
 * is still answered as a JSON error by the error handler. `opened` says whether events were sent.
 */
function lazyEventStream<E extends StreamEndpoint>(endpoint: E, request: FastifyRequest, reply: FastifyReply): EventStream<E> & { readonly opened: boolean } {
  let stream: EventStream<E> | undefined;
  const open = () => (stream ??= openEventStream(endpoint, request, reply));
  return {
    send: (event) => open().send(event),
    fail: (error, what) => open().fail(error, what),
    end: () => stream?.end(),
    get opened() {
      return stream !== undefined;
    },
  };
}

/** Aborts when the client goes away before its answer was written to the end (the work is then stopped). */
export function whenClientLeaves(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/** The `error` event's body for a stream that broke off: the error's own code and message, else a logged generic 500. */
function streamError(request: FastifyRequest, error: unknown, what: string): { code: string; message: string } {
  const failure = toAppError(error) ?? new AppError('INTERNAL', INTERNAL_MESSAGE);
  if (!(error instanceof AppError)) request.log.error({ err: error }, `${what} failed`);
  return errorBody(failure.code, failure.message).error;
}

/**
 * Answers a stream endpoint's route with the events `produce` sends, the stream opened on the first one
 * (lazyEventStream): anything `produce` throws before it is answered as a JSON error as usual; after it, the
 * stream's last event is `error` (streamError), unless the client has left (`stopped`), when nobody would read it.
 * `what` names the work in the log.
 */
export async function streamEvents<E extends StreamEndpoint>(
  endpoint: E,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  produce: (send: (event: EndpointEventInput<E>) => void, stopped: AbortSignal) => Promise<void>,
): Promise<FastifyReply> {
  const stream = lazyEventStream(endpoint, request, reply);
  const stopped = whenClientLeaves(reply);
  try {
    await produce(stream.send, stopped);
  } catch (error) {
    if (!stream.opened) throw error;
    if (!stopped.aborted) stream.fail(error, what);
  }
  stream.end();
  return reply;
}
