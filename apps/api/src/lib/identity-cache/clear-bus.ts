import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
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
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  handlers.onLive(false);

  const connect = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (err) log.warn({ err }, 'Identity cache: lost the PostgreSQL listening connection; looking every caller up until it is back.');
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      const clear = message.payload ? parse(message.payload) : null;
      if (clear) handlers.onClear(clear);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CLEAR_CHANNEL}`);
      if (client === next && !closed) handlers.onLive(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  await connect();
  return {
    publish: (clear) => notify(JSON.stringify(clear)),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      handlers.onLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
