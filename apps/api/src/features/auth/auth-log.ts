import type { FastifyBaseLogger } from 'fastify';
import { requestText } from '../../lib/logger';

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * better-auth's lines about requests it refuses: an OAuth callback whose state is missing, unreadable or not
 * this browser's, an origin or a callback or redirect address the portal does not trust. They are the sender's
 * doing, so they are warnings; better-auth's other errors (a database it cannot use, a fault) stay errors.
 */
const REFUSED_REQUEST = [
  /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|redirect URL)\b/,
  /^(State not found|Failed to parse state|INVALID_CALLBACK_REQUEST|No callback URL found|Invalid OAuth callback query|OAuth callback missing authorization code)\b/,
];

/** Where better-auth's messages put what the request sent ("Invalid callbackURL: https://…"). */
const DETAIL_SEPARATOR = ': ';

/**
 * better-auth's logger, writing to the server's: its own words are the message, and whatever follows them (an
 * address the request sent) and its further arguments are fields, quoted by requestText. Errors stay `err`, so
 * a genuine fault keeps its stack.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const at = message.indexOf(DETAIL_SEPARATOR);
      const words = at === -1 ? message : message.slice(0, at);
      const fields: Record<string, unknown> = { component: 'auth' };
      if (at !== -1) fields.detail = requestText(message.slice(at + DETAIL_SEPARATOR.length));
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error) fields.err = error;
      const others = args.filter((arg) => arg !== error);
      if (others.length > 0) fields.args = requestText(others);
      const refused = level === 'error' && REFUSED_REQUEST.some((pattern) => pattern.test(words));
      const pinoLevel = refused ? 'warn' : level === 'success' ? 'info' : level;
      log[pinoLevel](fields, requestText(words));
    },
  };
}
