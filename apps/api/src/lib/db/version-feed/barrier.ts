import { LEASE_MS } from './lease';

/**
 * One write's barrier (times are performance.now()): its token was published at `publishedAt` (once the publish
 * returned, so after the token's commit); `deliveredAt` is when this process's own listener delivered it,
 * `listeningSince` when that listener's connection started listening, and `peers` the other processes heard from
 * within LEASE_MS then, with when each was last heard.
 */
export interface BarrierState {
  publishedAt: number;
  deliveredAt: number | null;
  listeningSince: number;
  peers: Map<string, number> | null;
  acks: Set<string>;
}

/**
 * When the barrier may let its answer go. Never later than publishedAt + LEASE_MS: a process that has not seen
 * the token by then last heard its own heartbeat from before it, sent before publishedAt, so its lease is over.
 * Until this process's own listener delivers the token (it is down, or lags), that is the end. Once delivered,
 * every heartbeat committed before the token has been heard: each peer heard within LEASE_MS is waited for until it
 * acks, or until LEASE_MS after it was last heard (or after publishedAt, if sooner) when its lease is over. A peer
 * whose last heartbeat came before the listener did is unknown: it is waited for as one last heard at
 * listeningSince (nothing, once the listener is LEASE_MS old).
 */
export function barrierEnd(state: BarrierState): number {
  const cap = state.publishedAt + LEASE_MS;
  if (state.deliveredAt === null || state.peers === null) return cap;
  let end = Math.max(state.deliveredAt, Math.min(state.listeningSince, state.publishedAt) + LEASE_MS);
  for (const [peer, heardAt] of state.peers) {
    if (!state.acks.has(peer)) end = Math.max(end, Math.min(heardAt, state.publishedAt) + LEASE_MS);
  }
  return Math.min(end, cap);
}

/** The peers a barrier delivered at `now` waits for: those heard within LEASE_MS. */
export function livePeers(heard: Map<string, number>, now: number): Map<string, number> {
  const peers = new Map<string, number>();
  for (const [peer, heardAt] of heard) if (heardAt + LEASE_MS > now) peers.set(peer, heardAt);
  return peers;
}
