/**
 * Fixed-window counters kept in memory (the portal runs as one process). `hit` counts one event and tells
 * whether the key is still within its limit; old windows are swept as they are met.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while the key has not used up its limit in the current window (without counting). */
  allows(key: string): boolean {
    const entry = this.current(key);
    return !entry || entry.count < this.limit;
  }

  /** Counts one event for the key. */
  hit(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.sweep();
  }

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
