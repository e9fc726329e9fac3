import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ErrorCode } from '@persona/shared';
import { AppError } from './errors';

/** What a limiter answers when asked to count an action: go ahead, or wait this long. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys longer than this are stored as their hash (the PostgreSQL store keeps keys in a varchar(255)). */
const MAX_KEY_LENGTH = 160;
const storeKey = (key: string) => (key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/**
 * One named limit (points per duration) over a shared counter store (rate-limiter-flexible: memory, Redis or
 * PostgreSQL). Counting happens before the action it guards (`take`); an action the policy does not count is
 * given back afterwards. A store that fails never fails the request: the limiter lets it through and reports
 * the error (the store limiters also fall back to a memory limiter of their own first).
 */
export class RateLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly onStoreError: (err: unknown) => void,
  ) {}

  get points(): number {
    return this.limiter.points;
  }

  /** Counts `points` for the key; refused when that takes the key over its limit in the current window. */
  async take(key: string, points = 1): Promise<Verdict> {
    try {
      await this.limiter.consume(storeKey(key), points);
      return { allowed: true };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      this.onStoreError(err);
      return { allowed: true };
    }
  }

  /** Gives back points taken for an action the policy does not count. */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.guard(() => this.limiter.reward(storeKey(key), points));
  }

  /** Forgets the key's count. */
  async reset(key: string): Promise<void> {
    await this.guard(() => this.limiter.delete(storeKey(key)));
  }

  /** Records the key as present for `seconds` (a marker rather than a count: see `has`). */
  async mark(key: string, seconds: number): Promise<void> {
    await this.guard(() => this.limiter.set(storeKey(key), 1, seconds));
  }

  /** Whether the key has any count in its current window. */
  async has(key: string): Promise<boolean> {
    try {
      const res = await this.limiter.get(storeKey(key));
      return res !== null && res.consumedPoints > 0;
    } catch (err) {
      this.onStoreError(err);
      return false;
    }
  }

  private async guard(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) this.onStoreError(err);
    }
  }
}

/** Takes a point from every limiter in turn; on the first refusal gives back what was taken and says how long to wait. */
export async function takeAll(steps: { limiter: RateLimiter; key: string }[]): Promise<Verdict> {
  const taken: typeof steps = [];
  for (const step of steps) {
    const verdict = await step.limiter.take(step.key);
    if (!verdict.allowed) {
      await Promise.all(taken.map(({ limiter, key }) => limiter.giveBack(key)));
      return verdict;
    }
    taken.push(step);
  }
  return { allowed: true };
}

/** A refusal over a limit: 429 RATE_LIMITED (or a 429 domain code) in the one error format, with Retry-After (see retryAfterHeader). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(verdict: { retryAfterSeconds: number }, message: string, code: ErrorCode = 'RATE_LIMITED') {
    super(code, message);
    this.retryAfterSeconds = verdict.retryAfterSeconds;
  }
}

/** Counts one action for the key, or refuses it: RateLimitedError (429 with Retry-After) with the message. */
export async function takeOrRefuse(limiter: RateLimiter, key: string, message: string): Promise<void> {
  const verdict = await limiter.take(key);
  if (!verdict.allowed) throw new RateLimitedError(verdict, message);
}

/** The refusal of an upload past its hourly limit (chat and order attachments). */
export const uploadLimitMessage = (perHour: number) => `You can attach at most ${perHour.toLocaleString('en')} files an hour. Try again later.`;

/** Adds Retry-After (seconds) to the answer of a RateLimitedError thrown by the scope's routes. */
export function retryAfterHeader(scope: FastifyInstance): void {
  scope.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
