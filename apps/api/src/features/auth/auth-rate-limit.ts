import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limiter';

const LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password'];
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Abuse limits for the identity endpoints: every request counts against the caller's address; sign-up and
 * reset requests count against the email, and sign-in counts only its failures against the email.
 */
export function createAuthRateLimit(config: Config) {
  const byAddress = new RateLimiter(config.AUTH_RATE_LIMIT_IP_MAX, config.AUTH_RATE_LIMIT_WINDOW_MS);
  const byEmail = new RateLimiter(config.AUTH_RATE_LIMIT_MAX, config.AUTH_RATE_LIMIT_WINDOW_MS);

  const emailKey = (path: string, request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? `${path}:${email.trim().toLowerCase()}` : null;
  };

  return {
    /** Throws 429 when the request is over a limit; returns what to record once the outcome is known. */
    check(path: string, request: FastifyRequest): { recordOutcome(status: number): void } {
      if (!LIMITED_PATHS.includes(path)) return { recordOutcome: () => undefined };
      const addressKey = `${path}:${request.ip}`;
      const key = emailKey(path, request);
      if (!byAddress.allows(addressKey) || (key && !byEmail.allows(key))) {
        throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      }
      byAddress.hit(addressKey);
      const countsAlways = path !== '/sign-in/email';
      if (key && countsAlways) byEmail.hit(key);
      return {
        recordOutcome: (status) => {
          if (key && !countsAlways && status >= 400) byEmail.hit(key);
        },
      };
    },
  };
}
