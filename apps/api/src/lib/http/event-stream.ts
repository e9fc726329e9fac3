import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { INTERNAL_MESSAGE, toAppError } from '../error-handler';
import { AppError, errorBody } from '../errors';

/** A Server-Sent Events stream of one endpoint's events (each has its `type`, written as the event's name). */
export interface EventStream<E extends { type: string }> {
  send(event: E): void;
  end(): void;
}

/**
 * Takes the answer over from Fastify (reply.hijack) and opens a Server-Sent Events stream: `event: <type>` and
 * `data: <the event as JSON>`, each written (and so flushed) as it comes. Compression and the onSend hooks do
 * not run for a hijacked reply, so the headers the hooks set so far (security headers) are carried over here,
 * with no-store, keep-alive and no proxy buffering.
 */
export function openEventStream<E extends { type: string }>(request: FastifyRequest, reply: FastifyReply): EventStream<E> {
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
  return {
    send: (event) => {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end: () => {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/**
 * A stream opened on the first event: everything refused before it (validation, access, ownership, a limit)
 * is still answered as a JSON error by the error handler. `opened` says whether events were sent.
 */
export function lazyEventStream<E extends { type: string }>(request: FastifyRequest, reply: FastifyReply) {
  let stream: EventStream<E> | undefined;
  return {
    send: (event: E) => (stream ??= openEventStream<E>(request, reply)).send(event),
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
export function streamError(request: FastifyRequest, error: unknown, what: string): { code: string; message: string } {
  const failure = toAppError(error) ?? new AppError('INTERNAL', INTERNAL_MESSAGE);
  if (!(error instanceof AppError)) request.log.error({ err: error }, `${what} failed`);
  return errorBody(failure.code, failure.message).error;
}

/**
 * Answers a route with the events `produce` sends, the stream opened on the first one (lazyEventStream):
 * anything `produce` throws before it is answered as a JSON error as usual; after it, the stream's last event is
 * `error` (streamError), unless the client has left (`stopped`), when nobody would read it. `what` names the work
 * in the log.
 */
export async function streamEvents<E extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  produce: (send: (event: E) => void, stopped: AbortSignal) => Promise<void>,
): Promise<FastifyReply> {
  const stream = lazyEventStream<E>(request, reply);
  const stopped = whenClientLeaves(reply);
  try {
    await produce(stream.send, stopped);
  } catch (error) {
    if (!stream.opened) throw error;
    if (!stopped.aborted) stream.send({ type: 'error', error: streamError(request, error, what) } as unknown as E);
  }
  stream.end();
  return reply;
}
