import { ApiError } from './api-client';
import { sleep } from './sleep';

/**
 * A failure on the way rather than a refusal: no answer at all (fetch's TypeError: the connection failed or was
 * cut) or a gateway or server briefly unavailable (502, 503, 504). The same request may well succeed in a moment.
 */
export const isTransientFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof ApiError && [502, 503, 504].includes(error.status));

/**
 * Runs attempt, and again after each delay while it fails transiently; any other failure, or the last one, is
 * thrown. Only for requests that are safe to repeat (a read, or a write the server makes idempotent).
 */
export async function retryTransient<T>(attempt: () => Promise<T>, delaysMs: readonly number[], wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[tries];
      if (delay === undefined || !isTransientFailure(error)) throw error;
      await wait(delay);
    }
  }
}
