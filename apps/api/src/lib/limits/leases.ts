import type { Verdict } from '../rate-limiter';
import type { LimitStore } from './limit-store';

export interface LeaseOptions {
  /** Unique per kind of lease; part of every key it stores. */
  name: string;
  /** How many leases one key may hold at once. */
  slots: number;
  /** How long a lease lives unless renewed: what a crashed holder keeps a slot for, at most. */
  leaseMs: number;
}

/** A slot held until `release()`; renewed in the background meanwhile, so a long holder keeps it. */
export interface Lease {
  release(): Promise<void>;
}

export interface Leases {
  readonly slots: number;
  /** A free slot of the key, or how long until the earliest one ends at the latest. */
  acquire(key: string): Promise<{ lease: Lease } | { lease: null; verdict: Extract<Verdict, { allowed: false }> }>;
}

/**
 * Leases over the shared limit store: "at most N at once per key", across processes. Each of a key's N slots is
 * a one-point limit whose window is the lease: taking it is atomic in every store, release deletes it (so a take
 * refused meanwhile leaves nothing behind), and the holder renews it every third of the lease. A holder that
 * crashes stops renewing, and its slot frees itself when the lease ends.
 */
export function createLeases(store: LimitStore, options: LeaseOptions): Leases {
  const slot = store.limiter({ name: options.name, points: 1, windowMs: options.leaseMs });
  const leaseSeconds = Math.max(1, Math.ceil(options.leaseMs / 1000));
  const renewEveryMs = Math.max(250, Math.floor(options.leaseMs / 3));

  return {
    slots: options.slots,
    async acquire(key) {
      let soonest = Infinity;
      for (let index = 0; index < options.slots; index++) {
        const slotKey = `${key}:${index}`;
        const verdict = await slot.take(slotKey);
        if (!verdict.allowed) {
          soonest = Math.min(soonest, verdict.retryAfterSeconds);
          continue;
        }
        const renewal = setInterval(() => void slot.mark(slotKey, leaseSeconds), renewEveryMs);
        renewal.unref();
        let released = false;
        return {
          lease: {
            async release() {
              if (released) return;
              released = true;
              clearInterval(renewal);
              await slot.reset(slotKey);
            },
          },
        };
      }
      return { lease: null, verdict: { allowed: false, retryAfterSeconds: soonest === Infinity ? leaseSeconds : soonest } };
    },
  };
}
