import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { LimitStore } from '../../lib/limits';
import { RateLimitedError, takeAll, type RateLimiter } from '../../lib/rate-limiter';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** How long an address that signed in to an email stays exempt from that email's overall failure limit. */
export const KNOWN_ADDRESS_DAYS = 14;

const SIGN_IN = '/sign-in/email';
const COUNTED_FOR_EMAIL = ['/sign-up/email', '/request-password-reset'];
const LIMITED_PATHS = [SIGN_IN, ...COUNTED_FOR_EMAIL, '/reset-password'];

export interface CountedAttempt {
  /** Tells the limits how the attempt ended: what the policy does not count is given back. */
  settle(status: number): Promise<void>;
}

const NOTHING_COUNTED: CountedAttempt = { settle: async () => undefined };

const emailOf = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
};

/**
 * Abuse limits of the identity endpoints (docs/decisions.md, "Identity abuse, passwords and invitations"). Every
 * attempt is counted before better-auth sees it, so concurrent guesses cannot outrun the count:
 * - per address and path: AUTH_RATE_LIMIT_IP_MAX a window (a successful sign-in is given back);
 * - sign-in, per email and address: AUTH_RATE_LIMIT_MAX failures a window (a success clears the pair);
 * - sign-in, per email from addresses that have not signed in to it lately: AUTH_RATE_LIMIT_EMAIL_MAX failures
 *   per AUTH_RATE_LIMIT_EMAIL_WINDOW_MS (so guessing from many addresses is bounded, while the owner's own
 *   address is never locked out by strangers);
 * - sign-up and reset requests, per email: AUTH_RATE_LIMIT_MAX a window (each one may send a mail).
 */
export function createAuthRateLimit(config: Config, store: LimitStore) {
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_MS;
  const byAddress = store.limiter({ name: 'auth:address', points: config.AUTH_RATE_LIMIT_IP_MAX, windowMs });
  const failuresByPair = store.limiter({ name: 'auth:sign-in:pair', points: config.AUTH_RATE_LIMIT_MAX, windowMs });
  const failuresByEmail = store.limiter({
    name: 'auth:sign-in:email',
    points: config.AUTH_RATE_LIMIT_EMAIL_MAX,
    windowMs: config.AUTH_RATE_LIMIT_EMAIL_WINDOW_MS,
  });
  const knownAddresses = store.limiter({ name: 'auth:sign-in:known', points: 1, windowMs: KNOWN_ADDRESS_DAYS * 86_400_000 });
  const byEmail = store.limiter({ name: 'auth:email', points: config.AUTH_RATE_LIMIT_MAX, windowMs });

  return {
    /** Counts the attempt, or throws RateLimitedError (429 with Retry-After) when it is over a limit. */
    async count(path: string, request: FastifyRequest): Promise<CountedAttempt> {
      if (!LIMITED_PATHS.includes(path)) return NOTHING_COUNTED;
      const email = emailOf(request);
      const steps: { limiter: RateLimiter; key: string }[] = [{ limiter: byAddress, key: `${path}:${request.ip}` }];

      if (path !== SIGN_IN) {
        if (email && COUNTED_FOR_EMAIL.includes(path)) steps.push({ limiter: byEmail, key: `${path}:${email}` });
        const verdict = await takeAll(steps);
        if (!verdict.allowed) throw new RateLimitedError(verdict, TOO_MANY_ATTEMPTS);
        return NOTHING_COUNTED;
      }

      const pair = email ? `${email}|${request.ip}` : null;
      if (email && pair) {
        steps.push({ limiter: failuresByPair, key: pair });
        if (!(await knownAddresses.has(pair))) steps.push({ limiter: failuresByEmail, key: email });
      }
      const verdict = await takeAll(steps);
      if (!verdict.allowed) throw new RateLimitedError(verdict, TOO_MANY_ATTEMPTS);
      return {
        settle: async (status) => {
          // Only refusals of the attempt itself (wrong password, bad body) count; a success or our own failure does not.
          if (status >= 400 && status < 500) return;
          await Promise.all(steps.map(({ limiter, key }) => (limiter === failuresByPair ? limiter.reset(key) : limiter.giveBack(key))));
          if (status < 400 && pair) await knownAddresses.mark(pair, KNOWN_ADDRESS_DAYS * 86_400);
        },
      };
    },
  };
}
