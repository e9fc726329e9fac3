import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_PARAMS = /([?&](?:token|code|state|secret)=)[^&#]*/gi;
const INVITE_TOKEN = /^(\/(?:api\/accounts\/)?invit(?:e|ation)\/(?:[^/?#]+\/)?)[^/?#]+/i;

/** Request URLs without the secrets some carry (reset and invitation tokens, OAuth codes). */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(INVITE_TOKEN, '$1[redacted]');

// Properties of database errors that carry the values of a query (Drizzle's `params`, the driver's `detail` such
// as "Key (email)=(ann@example.com)", and `where` as in "unnamed portal parameter $1 = '…'").
const QUERY_VALUE_PROPS = new Set(['params', 'parameters', 'detail', 'where']);

/**
 * An error as the logs show it (type, message, stack, own properties, causes), without the SQL parameter
 * values: Drizzle's query errors name them in their message ("Failed query: … params: …") and their `params`.
 */
export function serializeError(error: Error, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  const own = error as Error & Record<string, unknown>;
  const hasParams = 'params' in own;
  const message = hasParams ? error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]') : error.message;
  const stack = error.stack ?? '';
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.constructor.name,
    message,
    stack: hasParams ? stack.replace(error.message, message) : stack,
  };
  for (const [key, value] of Object.entries(own)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    out[key] = QUERY_VALUE_PROPS.has(key) ? '[redacted]' : value;
  }
  const cause: unknown = error.cause;
  if (cause !== undefined) out.cause = cause instanceof Error ? (depth < 5 ? serializeError(cause, depth + 1) : cause.name) : cause;
  return out;
}

/** pino options: JSON lines with the request id; credentials are redacted wherever they appear. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Through process.stdout, in order with what the server prints itself (pino's own writer buffers).
    stream: process.stdout,
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.secret'],
      censor: '[redacted]',
    },
  };
}
