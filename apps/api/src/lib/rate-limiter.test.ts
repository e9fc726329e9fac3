import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows up to the limit per key and window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    limiter.hit('a');
    expect(limiter.allows('a')).toBe(true);
    limiter.hit('a');
    expect(limiter.allows('a')).toBe(false);
    expect(limiter.allows('b')).toBe(true);
    now = 1000;
    expect(limiter.allows('a')).toBe(true);
  });
});
