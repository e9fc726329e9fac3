import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { operationIdOf, type ErrorCode } from '@persona/shared';
import type { FastifyReply, onSendHookHandler, RouteOptions } from 'fastify';
import { declared } from '../lib/http/guard';

/** An answer a route gave with an error code its declaration does not list. */
export interface UndeclaredError {
  operationId: string;
  code: string;
  status: number;
  request: string;
}

const found: UndeclaredError[] = [];

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

function textOf(payload: unknown, reply: FastifyReply): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  const encoding = reply.getHeader('content-encoding');
  const decode = typeof encoding === 'string' ? DECODERS[encoding] : undefined;
  return (decode ? decode(payload) : payload).toString('utf8');
}

/** The code of an error body ({ error: { code } }), if the payload is one. */
function errorCodeOf(payload: unknown, reply: FastifyReply): string | null {
  const text = reply.statusCode >= 400 ? textOf(payload, reply) : null;
  if (!text?.startsWith('{"error":')) return null;
  const body = JSON.parse(text) as { error?: { code?: unknown } };
  return typeof body.error?.code === 'string' ? body.error.code : null;
}

/**
 * Given to createTestApp's onRoute: a route declared from the catalogue records every error answer whose code its
 * declaration (RouteConfig.errors) does not list. The API suite's set-up (undeclared-errors.setup.ts) fails the test
 * that caused one.
 */
export function recordUndeclaredErrors(route: RouteOptions): void {
  const config = route.config;
  if (!declared(config)) return;
  const record: onSendHookHandler = async (request, reply, payload) => {
    const code = errorCodeOf(payload, reply);
    if (code && !config.errors.includes(code as ErrorCode)) {
      found.push({ operationId: operationIdOf(config.endpoint), code, status: reply.statusCode, request: `${request.method} ${request.url}` });
    }
    return payload;
  };
  route.onSend = [...[route.onSend ?? []].flat(), record];
}

/** The undeclared answers recorded since the last call, forgotten once taken. */
export function takeUndeclaredErrors(): UndeclaredError[] {
  return found.splice(0);
}
