import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_PARAMS = /([?&](?:token|code|state|secret)=)[^&#]*/gi;
const INVITE_TOKEN = /^(\/(?:api\/accounts\/)?invit(?:e|ation)\/(?:[^/?#]+\/)?)[^/?#]+/i;

/** Control, line-breaking and direction-changing characters: shown as \uXXXX text, so a log viewer never acts on them. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** How much of one piece of request text a log line keeps. */
export const REQUEST_TEXT_MAX = 300;

/**
 * Text a request brought (an address, a value it sent) as a log field: never in a message string. pino
 * JSON-encodes fields; this also neutralises the characters a terminal or log viewer would act on and keeps at
 * most `max` characters, saying how long the text was.
 */
export function requestText(value: unknown, max = REQUEST_TEXT_MAX): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  const neutral = text.replace(UNSAFE_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return neutral.length > max ? `${neutral.slice(0, max)}… (${neutral.length} characters)` : neutral;
}

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

/** Addresses are kept longer than other request text: the path and query tell what was asked. */
const URL_TEXT_MAX = 1000;

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
        url: requestText(redactUrl(request.url), URL_TEXT_MAX),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.secret'],
      censor: '[redacted]',
    },
  };
}
