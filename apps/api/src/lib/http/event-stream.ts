import type { ChatStreamEvent } from '@persona/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

export interface EventStream {
  send(event: ChatStreamEvent): void;
  end(): void;
}

/**
 * Takes the answer over from Fastify (reply.hijack) and opens a Server-Sent Events stream: `event: <type>` and
 * `data: <the event as JSON>`, each written (and so flushed) as it comes. Compression and the onSend hooks do
 * not run for a hijacked reply, so the headers the hooks set so far (security headers) are carried over here,
 * with no-store, keep-alive and no proxy buffering.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
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
