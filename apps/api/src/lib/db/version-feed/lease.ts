/**
 * How long a heartbeat vouches for this process's listener, from the heartbeat's send time: a process serves from
 * memory only within it, and a write's barrier waits for a silent peer at most as long.
 */
export const LEASE_MS = 1000;

/**
 * The lease of one process (times are performance.now()). Each heartbeat's send time is recorded; when the
 * heartbeat comes back through the process's own listener, every notification committed before it has been
 * applied, so memory may be served until its send time + LEASE_MS. `generation` moves at every gap (the lease
 * lapsed, the listener was lost): what was learned before a gap is dropped (`onGap`).
 */
export class Lease {
  readonly #sent = new Map<number, number>();
  readonly #onGap: () => void;
  #nextSeq = 0;
  #until = -Infinity;
  #generation = 0;

  constructor(onGap: () => void) {
    this.#onGap = onGap;
  }

  get generation(): number {
    return this.#generation;
  }

  /** A heartbeat is being sent now: its sequence number. */
  send(now: number): number {
    const seq = this.#nextSeq++;
    this.#sent.set(seq, now);
    // One that comes back later than this would not extend the lease: no need to remember it.
    for (const [old, sentAt] of this.#sent) {
      if (sentAt + LEASE_MS > now) break;
      this.#sent.delete(old);
    }
    return seq;
  }

  /** This process's heartbeat `seq` came back through its listener. */
  received(seq: number, now: number): void {
    const sentAt = this.#sent.get(seq);
    if (sentAt === undefined) return;
    for (const old of this.#sent.keys()) {
      if (old > seq) break;
      this.#sent.delete(old);
    }
    this.#lapseIfOver(now);
    this.#until = Math.max(this.#until, sentAt + LEASE_MS);
  }

  /** Whether memory may be served now. */
  running(now: number): boolean {
    if (now < this.#until) return true;
    this.#lapseIfOver(now);
    return false;
  }

  /** The listener was lost: nothing is vouched for, and heartbeats sent before do not count. */
  lost(): void {
    this.#sent.clear();
    this.#until = -Infinity;
    this.#gap();
  }

  #lapseIfOver(now: number): void {
    if (this.#until === -Infinity || now < this.#until) return;
    this.#until = -Infinity;
    this.#gap();
  }

  #gap(): void {
    this.#generation++;
    this.#onGap();
  }
}
