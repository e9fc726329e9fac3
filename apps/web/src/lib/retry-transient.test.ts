import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isTransientFailure, retryTransient } from './retry-transient';

const noWait = () => Promise.resolve();

describe('isTransientFailure', () => {
  it('is true for a failed connection and 502/503/504, false for refusals', () => {
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new ApiError(503, 'UNAVAILABLE', 'Try again'))).toBe(true);
    expect(isTransientFailure(new ApiError(502, 'HTTP_502', 'Bad gateway'))).toBe(true);
    expect(isTransientFailure(new ApiError(409, 'INSUFFICIENT_FUNDS', 'No'))).toBe(false);
    expect(isTransientFailure(new ApiError(500, 'INTERNAL', 'Oops'))).toBe(false);
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('retryTransient', () => {
  it('tries again after each delay while the failure is transient, then answers', async () => {
    const attempt = vi.fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Try again'))
      .mockResolvedValue('order');
    const wait = vi.fn(noWait);
    await expect(retryTransient(attempt, [10, 20], wait)).resolves.toBe('order');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[10], [20]]);
  });

  it('throws a refusal at once, and the last transient failure once the delays are used up', async () => {
    const refused = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError(409, 'INSUFFICIENT_FUNDS', 'No'));
    await expect(retryTransient(refused, [10, 20], noWait)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(refused).toHaveBeenCalledTimes(1);
    const down = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again'));
    await expect(retryTransient(down, [10], noWait)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(down).toHaveBeenCalledTimes(2);
  });
});
