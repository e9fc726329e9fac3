import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_PARAMS = /([?&](?:token|code|state|secret)=)[^&#]*/gi;
const INVITE_TOKEN = /^(\/(?:api\/accounts\/)?invit(?:e|ation)\/(?:[^/?#]+\/)?)[^/?#]+/i;

/** Request URLs without the secrets some carry (reset and invitation tokens, OAuth codes). */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(INVITE_TOKEN, '$1[redacted]');

/** pino options: JSON lines with the request id; credentials are redacted wherever they appear. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Through process.stdout, in order with what the server prints itself (pino's own writer buffers).
    stream: process.stdout,
    serializers: {
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
