import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../db/database';
import { RateLimiter } from '../rate-limiter';
import { CREATE_RATE_LIMIT_TABLE, postgresStoreClient, RATE_LIMIT_TABLE } from './postgres-client';

export type LimitStoreKind = 'memory' | 'redis' | 'postgres';

export interface LimitOptions {
  /** Unique per limit; part of every key it stores. */
  name: string;
  /** Actions allowed per window. */
  points: number;
  windowMs: number;
}

/** Where the abuse counters live, shared by every limit of the process (and across processes for redis and postgres). */
export interface LimitStore {
  readonly kind: LimitStoreKind;
  /** Whether the store answers: Redis connected, the last PostgreSQL call answered; memory always. */
  isUp(): boolean;
  limiter(options: LimitOptions): RateLimiter;
  close(): Promise<void>;
}

type LimitConfig = Pick<Config, 'RATE_LIMIT_STORE' | 'REDIS_URL' | 'RATE_LIMIT_KEY_PREFIX'>;

export interface LimitStoreDeps {
  config: LimitConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /**
   * The longest the start waits for Redis to answer; an error (refused, unreachable) ends the wait at once and the
   * limits count in memory while the client keeps reconnecting behind.
   */
  redisConnectWaitMs?: number;
  /** Told of each call the shared store failed, which this process then counted in its memory instead (metrics). */
  onFallback?: () => void;
}

/** RATE_LIMIT_STORE, or by default redis when REDIS_URL is set, else memory. */
export const limitStoreKind = (config: LimitConfig): LimitStoreKind => config.RATE_LIMIT_STORE ?? (config.REDIS_URL ? 'redis' : 'memory');

/** A warning at most once a minute: a store that is down must not flood the log with one line a request. */
function throttledWarning(log: FastifyBaseLogger, message: string, everyMs = 60_000) {
  let last = -Infinity;
  return (err: unknown) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    log.warn({ err }, message);
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Opens the counter store the configuration names. Memory counts in this process only; redis (ioredis, no
 * offline queue) and postgres (the portal's own database, table rate_limits) share the counts between
 * processes. Neither store ever fails a request: while it is unreachable each limit counts in this process's
 * memory (rate-limiter-flexible's insurance limiter), with a logged warning.
 */
export async function createLimitStore({ config, database, log, redisConnectWaitMs = 10_000, onFallback }: LimitStoreDeps): Promise<LimitStore> {
  const kind = limitStoreKind(config);
  const prefix = (name: string) => `${config.RATE_LIMIT_KEY_PREFIX}:${name}`;
  const memory = (options: LimitOptions) =>
    new RateLimiterMemory({ keyPrefix: prefix(options.name), points: options.points, duration: seconds(options.windowMs) });
  // The store limiters call their insurance limiter exactly when the store failed a call.
  const insurance = (options: LimitOptions) => (onFallback ? toldOfUse(memory(options), onFallback) : memory(options));

  if (kind === 'redis') {
    const warn = throttledWarning(log, 'Rate limits: a Redis call failed; counting in this process until Redis answers again.');
    const redis = await connectRedis(config.REDIS_URL!, log, redisConnectWaitMs);
    return {
      kind,
      isUp: () => redis.status === 'ready',
      limiter: (options) =>
        new RateLimiter(
          new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: prefix(options.name),
            points: options.points,
            duration: seconds(options.windowMs),
            rejectIfRedisNotReady: true,
            insuranceLimiter: insurance(options),
          }),
          warn,
        ),
      close: async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      },
    };
  }

  if (kind === 'postgres') {
    const warn = throttledWarning(log, 'Rate limits: the PostgreSQL store failed; counting in this process until it answers again.');
    let answering = true;
    const client = postgresStoreClient(database.db, {
      onError: (err) => {
        answering = false;
        warn(err);
      },
      onAnswer: () => {
        answering = true;
      },
    });
    await database.db.execute(sql.raw(CREATE_RATE_LIMIT_TABLE)).catch((err: unknown) => {
      // Another process creating the table at the same moment is fine; anything else: count in memory meanwhile.
      if ((err as { code?: string }).code !== '23505') warn(err);
    });
    // Rows an hour past their window are removed every five minutes (what the library does per limiter, once here).
    const sweep = setInterval(() => {
      void client.query({ text: `DELETE FROM "${RATE_LIMIT_TABLE}" WHERE expire < $1`, values: [Date.now() - 3_600_000] }).catch(() => undefined);
    }, 300_000);
    sweep.unref();
    return {
      kind,
      isUp: () => answering,
      limiter: (options) =>
        new RateLimiter(
          new RateLimiterPostgres({
            storeClient: client,
            storeType: 'client',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
            keyPrefix: prefix(options.name),
            points: options.points,
            duration: seconds(options.windowMs),
            insuranceLimiter: insurance(options),
          }),
          warn,
        ),
      close: async () => clearInterval(sweep),
    };
  }

  const warn = throttledWarning(log, 'Rate limits: the memory store failed.');
  return { kind, isUp: () => true, limiter: (options) => new RateLimiter(memory(options), warn), close: async () => undefined };
}

/** The calls rate-limiter-flexible makes of an insurance limiter (RateLimiterInsuredAbstract._handleError). */
const LIMITER_CALLS = new Set(['consume', 'penalty', 'reward', 'get', 'set', 'block', 'delete']);

/** The limiter, calling `onUse` before each of its calls. */
function toldOfUse(limiter: RateLimiterMemory, onUse: () => void): RateLimiterMemory {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !LIMITER_CALLS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        onUse();
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/** Connects to Redis, waiting a moment for the first answer; an unreachable Redis is logged, never fatal. */
async function connectRedis(url: string, log: FastifyBaseLogger, waitMs: number): Promise<Redis> {
  // ioredis loads only when the configuration chooses Redis.
  const { Redis } = await import('ioredis');
  // No offline queue: while disconnected a call fails at once (and the limiter counts in memory) instead of waiting.
  const redis = new Redis(url, { enableOfflineQueue: false, connectTimeout: 5000, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Rate limits: Redis is unreachable; each process counts in its own memory until it is back.');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Rate limits: Redis is reachable again; counting there.');
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}
