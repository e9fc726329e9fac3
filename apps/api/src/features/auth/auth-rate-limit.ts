import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { LimitStore } from '../../lib/limits';
import { RateLimitedError, takeAll, type RateLimiter } from '../../lib/rate-limiter';
import type { DeviceTokens } from './device-token';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
/** A refused sign-in (SIGN_IN_LIMITED): the sign-in screen offers the link beside it. */
export const TOO_MANY_SIGN_INS =
  'Too many sign-in attempts. Please wait and try again, or have a one-time sign-in link emailed to you.';

/** How long an address that signed in to an email stays exempt from that email's overall failure limit. */
export const KNOWN_ADDRESS_DAYS = 14;
const KNOWN_ADDRESS_SECONDS = KNOWN_ADDRESS_DAYS * 86_400;

const SIGN_IN = '/sign-in/email';
export const SIGN_IN_LINK = '/sign-in/magic-link';
export const SIGN_IN_LINK_VERIFY = '/magic-link/verify';
const COUNTED_FOR_EMAIL = ['/sign-up/email', '/request-password-reset', SIGN_IN_LINK];
/** A sign-in's second step, and the two-factor settings that ask for the password or a code again. */
const TWO_FACTOR_PATHS = ['verify-totp', 'verify-backup-code', 'enable', 'confirm', 'disable', 'generate-backup-codes'].map((name) => `/two-factor/${name}`);
const LIMITED_PATHS = [SIGN_IN, ...COUNTED_FOR_EMAIL, '/reset-password', SIGN_IN_LINK_VERIFY, ...TWO_FACTOR_PATHS];

export interface CountedAttempt {
  /** Tells the limits how the attempt ended: what the policy does not count is given back. */
  settle(status: number): Promise<void>;
}

type Step = { limiter: RateLimiter; key: string };

const NOTHING_COUNTED: CountedAttempt = { settle: async () => undefined };

const bodyField = (request: FastifyRequest, name: string): string | null => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const emailOf = (request: FastifyRequest) => bodyField(request, 'email')?.toLowerCase() ?? null;

export interface AuthRateLimitDeps {
  config: Config;
  store: LimitStore;
  devices: DeviceTokens;
  /** The identity that holds an email now, so a device token outlives neither its account nor a change of owner. */
  identityIdOf(email: string): Promise<string | null>;
}

/**
 * Abuse limits of the identity endpoints (docs/decisions.md, "Identity abuse, passwords and invitations", and
 * "Sign-in: strangers are limited, the owner is not locked out"). Every attempt is counted before better-auth sees
 * it, so concurrent guesses cannot outrun the count:
 * - per address and path: AUTH_RATE_LIMIT_IP_MAX a window (a successful sign-in is given back);
 * - sign-in with a valid device token of that email (OWASP's device cookie): AUTH_RATE_LIMIT_MAX failures a window
 *   for that token alone; a token past it counts as none;
 * - any other sign-in, per email and address: AUTH_RATE_LIMIT_MAX failures a window (a success clears the pair),
 *   and per email from addresses that have not signed in to it lately ("strangers"): AUTH_RATE_LIMIT_EMAIL_MAX
 *   failures per AUTH_RATE_LIMIT_EMAIL_WINDOW_MS, which bounds guessing from many addresses; past it even the right
 *   password is refused from a stranger's address (SIGN_IN_LIMITED), and the owner uses a known address, a device
 *   token or a sign-in link;
 * - sign-up, reset and sign-in-link requests, per email: AUTH_RATE_LIMIT_MAX a window (each one may send a mail).
 */
export function createAuthRateLimit({ config, store, devices, identityIdOf }: AuthRateLimitDeps) {
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_MS;
  const byAddress = store.limiter({ name: 'auth:address', points: config.AUTH_RATE_LIMIT_IP_MAX, windowMs });
  const failuresByPair = store.limiter({ name: 'auth:sign-in:pair', points: config.AUTH_RATE_LIMIT_MAX, windowMs });
  const failuresByDevice = store.limiter({ name: 'auth:sign-in:device', points: config.AUTH_RATE_LIMIT_MAX, windowMs });
  const failuresByEmail = store.limiter({
    name: 'auth:sign-in:email',
    points: config.AUTH_RATE_LIMIT_EMAIL_MAX,
    windowMs: config.AUTH_RATE_LIMIT_EMAIL_WINDOW_MS,
  });
  const knownAddresses = store.limiter({ name: 'auth:sign-in:known', points: 1, windowMs: KNOWN_ADDRESS_SECONDS * 1000 });
  const byEmail = store.limiter({ name: 'auth:email', points: config.AUTH_RATE_LIMIT_MAX, windowMs });
  /** Failure counts a success clears (rather than gives one point back). */
  const clearedBySuccess = new Set([failuresByPair, failuresByDevice]);

  /** The device-failure key of a valid, not locked-out device token for this email, its point taken; null otherwise. */
  async function trustedDevice(request: FastifyRequest, email: string): Promise<Step | null> {
    const token = bodyField(request, 'deviceToken');
    const claim = token ? await devices.read(token, email) : null;
    if (!claim || claim.userId !== (await identityIdOf(email))) return null;
    const step = { limiter: failuresByDevice, key: claim.nonce };
    // A locked-out device token is treated as no token at all (OWASP): its holder is one of the strangers.
    return (await step.limiter.take(step.key)).allowed ? step : null;
  }

  /** Takes every step, or throws the 429 that names the refusal. */
  async function takeOrRefuse(steps: Step[], refusal: (verdict: { retryAfterSeconds: number }) => RateLimitedError) {
    const verdict = await takeAll(steps);
    if (!verdict.allowed) throw refusal(verdict);
  }
  const tooMany = (verdict: { retryAfterSeconds: number }) => new RateLimitedError(verdict, TOO_MANY_ATTEMPTS);
  const tooManySignIns = (verdict: { retryAfterSeconds: number }) => new RateLimitedError(verdict, TOO_MANY_SIGN_INS, 'SIGN_IN_LIMITED');

  return {
    /** Counts the attempt, or throws RateLimitedError (429 with Retry-After) when it is over a limit. */
    async count(path: string, request: FastifyRequest): Promise<CountedAttempt> {
      if (!LIMITED_PATHS.includes(path)) return NOTHING_COUNTED;
      const email = emailOf(request);
      const address: Step = { limiter: byAddress, key: `${path}:${request.ip}` };

      if (path !== SIGN_IN) {
        const steps = email && COUNTED_FOR_EMAIL.includes(path) ? [address, { limiter: byEmail, key: `${path}:${email}` }] : [address];
        await takeOrRefuse(steps, tooMany);
        return NOTHING_COUNTED;
      }

      const pair = email ? `${email}|${request.ip}` : null;
      const device = email ? await trustedDevice(request, email) : null;
      const steps: Step[] = [address];
      if (device) steps.push(device);
      else if (email && pair) {
        steps.push({ limiter: failuresByPair, key: pair });
        if (!(await knownAddresses.has(pair))) steps.push({ limiter: failuresByEmail, key: email });
      }
      try {
        // The device's point is already taken: take the rest (a refusal gives it back below).
        await takeOrRefuse(device ? [address] : steps, tooManySignIns);
      } catch (err) {
        if (device) await device.limiter.giveBack(device.key);
        throw err;
      }
      return {
        settle: async (status) => {
          // Only refusals of the attempt itself (wrong password, bad body) count; a success or our own failure does not.
          if (status >= 400 && status < 500) return;
          await Promise.all(steps.map(({ limiter, key }) => (clearedBySuccess.has(limiter) ? limiter.reset(key) : limiter.giveBack(key))));
          if (status < 400 && pair) await knownAddresses.mark(pair, KNOWN_ADDRESS_SECONDS);
        },
      };
    },

    /** Remembers the address of a sign-in that proved the email some other way (a sign-in link) as known to it. */
    async markKnown(email: string, request: FastifyRequest): Promise<void> {
      await knownAddresses.mark(`${email.toLowerCase()}|${request.ip}`, KNOWN_ADDRESS_SECONDS);
    },
  };
}
