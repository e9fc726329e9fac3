import { StorageError } from './storage-errors';

export interface RetryOptions {
  /** The whole time the operation may take, retries included (spec: 120000 ms, or 600000 ms for uploads). */
  budgetMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Thrown by an attempt to ask for another one (a 5xx, 408 or 429 answer, or a network failure). */
export class RetryableError extends Error {}

/** Runs `attempt` until it succeeds, retrying RetryableErrors with exponential backoff and jitter within the budget. */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { budgetMs, baseDelayMs = 200, maxDelayMs = 10_000, sleep = (ms) => new Promise((r) => setTimeout(r, ms)), now = Date.now } = options;
  const deadline = now() + budgetMs;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** n) * (0.5 + Math.random() / 2);
      if (now() + delay >= deadline) throw new StorageError('retry-limit-exceeded', error.message);
      await sleep(delay);
    }
  }
}
