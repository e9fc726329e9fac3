import type { FastifyBaseLogger } from 'fastify';
import { listenConnection } from '../db/listen-connection';
import type { IdentityClear } from './identity-cache';

/** The channel every process listens on (Redis pub/sub channel and PostgreSQL NOTIFY channel). */
export const CLEAR_CHANNEL = 'identity_cache_clear';

/**
 * Carries cache clears to the other processes. `onLive(false)` says clears may be missed from now on (the
 * listening connection dropped): the cache turns itself off until `onLive(true)`, when it starts empty.
 */
export interface ClearBus {
  publish(clear: IdentityClear): Promise<void>;
  close(): Promise<void>;
}

export interface BusHandlers {
  onClear(clear: IdentityClear): void;
  onLive(live: boolean): void;
}

const parse = (message: string): IdentityClear | null => {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (value.all === true) return { all: true };
    if (typeof value.userId === 'string') return { userId: value.userId };
    if (typeof value.accountId === 'string') return { accountId: value.accountId };
  } catch {
    // not ours
  }
  return null;
};

/** Redis pub/sub: one subscriber connection, one publisher connection. */
export async function redisClearBus(url: string, handlers: BusHandlers, log: FastifyBaseLogger): Promise<ClearBus> {
  // ioredis loads only when the configuration chooses Redis.
  const { Redis } = await import('ioredis');
  // No offline queue: while Redis is down a publish fails at once (logged) instead of holding the answer back.
  const publisher = new Redis(url, { connectTimeout: 5000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { connectTimeout: 5000 });
  publisher.on('error', () => undefined);
  let live = false;
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    handlers.onLive(next);
  };
  subscriber.on('error', (err: Error) => {
    if (live) log.warn({ err }, 'Identity cache: Redis is unreachable; looking every caller up until it is back.');
    setLive(false);
  });
  subscriber.on('close', () => setLive(false));
  subscriber.on('message', (_channel: string, message: string) => {
    const clear = parse(message);
    if (clear) handlers.onClear(clear);
  });
  // ioredis re-subscribes after a reconnect; the cache is live again once the subscription is confirmed.
  subscriber.on('ready', () => {
    subscriber.subscribe(CLEAR_CHANNEL).then(
      () => setLive(true),
      () => setLive(false),
    );
  });
  handlers.onLive(false);
  // A moment for the publisher to connect, so the first clears are not refused; an unreachable Redis is not fatal.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    publisher.once('ready', done);
    publisher.once('error', done);
  });
  return {
    publish: async (clear) => {
      await publisher.publish(CLEAR_CHANNEL, JSON.stringify(clear));
    },
    close: async () => {
      setLive(false);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY: one dedicated listening connection (reconnected after a loss); NOTIFY through the pool. */
export async function postgresClearBus(
  url: string,
  notify: (payload: string) => Promise<void>,
  handlers: BusHandlers,
  log: FastifyBaseLogger,
): Promise<ClearBus> {
  const connection = await listenConnection(
    url,
    [CLEAR_CHANNEL],
    {
      onNotification: (_channel, payload) => {
        const clear = parse(payload);
        if (clear) handlers.onClear(clear);
      },
      onLive: handlers.onLive,
    },
    { log, lostMessage: 'Identity cache: lost the PostgreSQL listening connection; looking every caller up until it is back.' },
  );
  return { publish: (clear) => notify(JSON.stringify(clear)), close: () => connection.close() };
}
