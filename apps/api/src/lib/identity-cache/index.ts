import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../db/database';
import type { Identity } from '../http/caller';
import { CLEAR_CHANNEL, postgresClearBus, redisClearBus, type ClearBus } from './clear-bus';
import { IdentityCache, type IdentityClear } from './identity-cache';

export { IdentityCache, tokenKey, type IdentityClear } from './identity-cache';

/** How long a caller's identity is reused without a lookup; every change it carries clears it sooner. */
export const IDENTITY_CACHE_TTL_MS = 5_000;
/**
 * An entry in use is reloaded in the background once it is a second old: a caller who comes back within four
 * seconds (a chat's next question) finds it fresh, at one lookup a second per active token at most.
 */
const IDENTITY_REFRESH_AFTER_MS = 1_000;
/**
 * A background reload starts this long after the hit that called for it, behind what that request does next
 * (a chat's question reaching its model, whose machine may be this one's): nobody waits for the reload.
 */
const IDENTITY_RELOAD_DELAY_MS = 20;
const IDENTITY_CACHE_MAX = 10_000;

/** The cache of this process and the way its clears reach the others. */
export interface IdentityCacheHandle {
  get(token: string, load: () => Promise<Identity | null>): Promise<Identity | null>;
  /** Forgets here at once, and on every other process (through Redis or PostgreSQL) when there are several. */
  clear(clear: IdentityClear): Promise<void>;
  close(): Promise<void>;
  readonly cache: IdentityCache;
}

interface Deps {
  config: Pick<Config, 'INSTANCES' | 'REDIS_URL' | 'DATABASE_URL'>;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  ttlMs?: number;
}

/**
 * One process: an in-memory cache. Several (INSTANCES > 1): the same, with every clear published through
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY; while that channel is down the cache is
 * off (each call looks its caller up), so a missed clear can never serve a stale identity.
 */
export async function createIdentityCache({ config, database, log, ttlMs = IDENTITY_CACHE_TTL_MS }: Deps): Promise<IdentityCacheHandle> {
  const cache = new IdentityCache({
    ttlMs,
    max: IDENTITY_CACHE_MAX,
    refreshAfterMs: Math.min(IDENTITY_REFRESH_AFTER_MS, ttlMs / 2),
    reloadDelayMs: IDENTITY_RELOAD_DELAY_MS,
    onReloadError: (err) => log.warn({ err }, 'Identity cache: a background refresh failed; the entry expires as usual'),
  });
  let bus: ClearBus | null = null;
  if (config.INSTANCES > 1) {
    const handlers = {
      onClear: (clear: IdentityClear) => cache.clear(clear),
      onLive: (live: boolean) => {
        cache.clear({ all: true });
        cache.enabled = live;
      },
    };
    if (config.REDIS_URL) bus = await redisClearBus(config.REDIS_URL, handlers, log);
    else if (config.DATABASE_URL && database.kind === 'postgres') {
      const notify = async (payload: string) => {
        await database.db.execute(sql`select pg_notify(${CLEAR_CHANNEL}, ${payload})`);
      };
      bus = await postgresClearBus(config.DATABASE_URL, notify, handlers, log);
    } else cache.enabled = false;
  }
  return {
    cache,
    get: (token, load) => cache.get(token, load),
    clear: async (clear) => {
      cache.clear(clear);
      if (!bus) return;
      try {
        await bus.publish(clear);
      } catch (err) {
        // The others cannot be told: they keep the identity for at most the cache's few seconds.
        log.warn({ err }, 'Identity cache: could not tell the other processes of a change');
      }
    },
    close: async () => {
      await bus?.close();
    },
  };
}
