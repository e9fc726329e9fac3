import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { listenConnection, type ListenConnection } from '../listen-connection';
import { barrierEnd, livePeers, type BarrierState } from './barrier';
import { Lease } from './lease';

/** How often a process sends its heartbeat: four chances per lease. */
export const HEARTBEAT_MS = 250;
/** Kept in memory at most; past it, memory starts again empty (a miss is one read). */
const MAX_KEYS = 100_000;
/** A peer not heard from for this long is forgotten. */
const FORGET_PEER_MS = 10_000;

export interface VersionFeedOptions {
  /** Where the listening connection connects. */
  url: string;
  /** The channel the database announces versions on, as 'key:version' (by a trigger, at the write's commit). */
  channel: string;
  /** Reads a key's version from the database: on a miss, and whenever memory may not be served. */
  read(key: string): Promise<number>;
  /** pg_notify(channel, payload) through the pool. */
  notify(channel: string, payload: string): Promise<void>;
  log: FastifyBaseLogger;
}

export interface VersionFeed {
  /** This process's id in its heartbeats (its listening connection's application_name is `version-feed:{id}`). */
  readonly processId: string;
  /** The key's version: from memory while the lease runs, else from the database. */
  read(key: string): Promise<number>;
  /**
   * Resolves once every process that may serve from memory has applied every version committed before this call
   * (or its lease is over): at most LEASE_MS after the token is published; at once if it cannot be.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

interface Waiting extends BarrierState {
  resolve: (() => void) | null;
  timer: NodeJS.Timeout | null;
}

const splitLast = (payload: string): [string, string] => {
  const at = payload.lastIndexOf(':');
  return [payload.slice(0, at), payload.slice(at + 1)];
};

/**
 * Versions in memory behind a write barrier, over PostgreSQL LISTEN/NOTIFY (docs/decisions.md, "The full list is
 * kept compressed per account"). One listening connection takes the versions, the heartbeats, the barrier tokens
 * and their acks; heartbeats, tokens and acks are sent through the pool.
 */
export async function createVersionFeed({ url, channel, read, notify, log }: VersionFeedOptions): Promise<VersionFeed> {
  const processId = randomUUID();
  const channels = { versions: channel, heartbeat: `${channel}_heartbeat`, barrier: `${channel}_barrier`, ack: `${channel}_ack` };
  const memory = new Map<string, number>();
  const lease = new Lease(() => memory.clear());
  const heard = new Map<string, number>();
  const waiting = new Map<number, Waiting>();
  let live = false;
  let listeningSince = Infinity;
  let nextToken = 0;

  const remember = (key: string, version: number) => {
    if (memory.size >= MAX_KEYS && !memory.has(key)) memory.clear();
    memory.set(key, Math.max(memory.get(key) ?? 0, version));
  };

  const settle = (barrier: Waiting) => {
    if (!barrier.resolve || barrier.publishedAt === 0) return;
    if (barrier.timer) clearTimeout(barrier.timer);
    barrier.timer = null;
    const wait = barrierEnd(barrier) - performance.now();
    if (wait > 0) {
      barrier.timer = setTimeout(() => settle(barrier), wait);
      return;
    }
    barrier.resolve();
    barrier.resolve = null;
  };

  const publish = (on: string, payload: string) =>
    notify(on, payload).catch((err: unknown) => log.warn({ err }, 'Version feed: could not publish on %s', on));

  const onNotification = (on: string, payload: string) => {
    const now = performance.now();
    const [from, rest] = splitLast(payload);
    if (on === channels.versions) {
      const version = Number(rest);
      if (Number.isSafeInteger(version)) remember(from, version);
    } else if (on === channels.heartbeat) {
      if (from === processId) lease.received(Number(rest), now);
      else heard.set(from, now);
    } else if (on === channels.barrier) {
      if (from !== processId) void publish(channels.ack, `${processId}:${payload}`);
      else {
        const barrier = waiting.get(Number(rest));
        if (!barrier || barrier.deliveredAt !== null) return;
        barrier.deliveredAt = now;
        barrier.listeningSince = listeningSince;
        barrier.peers = livePeers(heard, now);
        settle(barrier);
      }
    } else if (on === channels.ack) {
      const [acker, origin] = splitLast(from);
      const barrier = origin === processId ? waiting.get(Number(rest)) : undefined;
      if (!barrier) return;
      barrier.acks.add(acker);
      settle(barrier);
    }
  };

  const onLive = (next: boolean) => {
    live = next;
    listeningSince = next ? performance.now() : Infinity;
    lease.lost();
    heard.clear();
  };

  const connection: ListenConnection = await listenConnection(url, Object.values(channels), { onNotification, onLive }, {
    log,
    lostMessage: 'Version feed: lost the PostgreSQL listening connection; reading versions from the database until it is back.',
    applicationName: `version-feed:${processId}`,
  });

  const heartbeat = setInterval(() => {
    if (!live) return;
    const now = performance.now();
    for (const [peer, heardAt] of heard) if (heardAt + FORGET_PEER_MS < now) heard.delete(peer);
    // A failed heartbeat only lets the lease run out: reads go to the database.
    notify(channels.heartbeat, `${processId}:${lease.send(now)}`).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    processId,
    read: async (key) => {
      if (!lease.running(performance.now())) return read(key);
      const known = memory.get(key);
      if (known !== undefined) return known;
      const generation = lease.generation;
      const version = await read(key);
      // Kept only if no gap came since the read started: a version announced in a gap could be older than it.
      if (lease.generation === generation && lease.running(performance.now())) remember(key, version);
      return version;
    },
    barrier: async () => {
      const token = nextToken++;
      const barrier: Waiting = { publishedAt: 0, deliveredAt: null, listeningSince: Infinity, peers: null, acks: new Set(), resolve: null, timer: null };
      waiting.set(token, barrier);
      try {
        await notify(channels.barrier, `${processId}:${token}`);
      } catch (err) {
        log.warn({ err }, 'Version feed: could not publish a write barrier; answering without it');
        waiting.delete(token);
        return;
      }
      try {
        await new Promise<void>((resolve) => {
          barrier.resolve = resolve;
          barrier.publishedAt = performance.now();
          settle(barrier);
        });
      } finally {
        waiting.delete(token);
      }
    },
    close: async () => {
      clearInterval(heartbeat);
      await connection.close();
      for (const barrier of waiting.values()) {
        if (barrier.timer) clearTimeout(barrier.timer);
        barrier.resolve?.();
      }
      waiting.clear();
    },
  };
}
