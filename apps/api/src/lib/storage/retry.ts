import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** The SDK's token-based retry strategy: asked after each failed attempt whether, and after how long, to try again. */
type RetryStrategy = Extract<NonNullable<S3ClientConfig['retryStrategy']>, { acquireInitialRetryToken: unknown }>;

export interface RetryOptions {
  /** The whole time the operation may take, retries included (spec: 120000 ms, or 600000 ms for uploads). */
  budgetMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

interface BudgetToken {
  getRetryCount(): number;
  getRetryDelay(): number;
  deadline: number;
}

/**
 * Retries the failures `isRetryable` accepts with exponential backoff and jitter while the operation's budget
 * lasts: a time budget, not a count. When it stops, the SDK throws the last failure, which the driver reads as
 * 'retry limit exceeded' (s3-errors.ts).
 */
export function budgetRetryStrategy(isRetryable: (error: unknown) => boolean, options: RetryOptions): RetryStrategy {
  const { budgetMs, baseDelayMs = 200, maxDelayMs = 10_000, now = Date.now } = options;
  const token = (count: number, delay: number, deadline: number): BudgetToken => ({
    getRetryCount: () => count,
    getRetryDelay: () => delay,
    deadline,
  });
  return {
    acquireInitialRetryToken: async () => token(0, 0, now() + budgetMs),
    refreshRetryTokenForRetry: async (previous, { error }) => {
      const { deadline } = previous as BudgetToken;
      const n = previous.getRetryCount();
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** n) * (0.5 + Math.random() / 2);
      if (!isRetryable(error) || now() + delay >= deadline) throw error;
      return token(n + 1, delay, deadline);
    },
    recordSuccess: () => {},
  };
}
