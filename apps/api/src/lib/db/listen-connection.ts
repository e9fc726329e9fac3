import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './database';

export interface ListenHandlers {
  onNotification(channel: string, payload: string): void;
  /** false: notifications may be missed from now on (the connection dropped); true: listening again (a new connection). */
  onLive(live: boolean): void;
}

export interface ListenConnection {
  close(): Promise<void>;
}

/** How long after a lost connection the next one is tried. */
const RECONNECT_MS = 1000;

/**
 * One dedicated PostgreSQL connection that LISTENs on `channels`, reconnected a second after any loss (logged at
 * warn with `lostMessage`, never thrown). A connect that takes longer than the pool's is a loss: a database that does
 * not answer never holds the start. `applicationName` names it in pg_stat_activity.
 */
export async function listenConnection(
  url: string,
  channels: string[],
  handlers: ListenHandlers,
  { log, lostMessage, applicationName }: { log: FastifyBaseLogger; lostMessage: string; applicationName?: string },
): Promise<ListenConnection> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  handlers.onLive(false);

  const connect = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: applicationName, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (err) log.warn({ err }, lostMessage);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (client === next && message.payload !== undefined) handlers.onNotification(message.channel, message.payload);
    });
    client = next;
    try {
      await next.connect();
      // One round trip, so no notification on one channel arrives before the others are listened to.
      await next.query(channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '));
      if (client === next && !closed) handlers.onLive(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  await connect();
  return {
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
