import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Queries are built from the tables in each feature's *.tables.ts (no relational query API, so no schema here). */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle a `db.transaction` callback receives: writes through it commit or roll back together. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How a PostgreSQL pool is used: what metrics read (lib/metrics). */
export interface PoolUse {
  /** DATABASE_POOL_MAX. */
  readonly max: number;
  /** Connections open, of them idle, and checkouts waiting for a connection, now. */
  counts(): { total: number; idle: number; waiting: number };
  /** Tells `listener` how long each checkout waited for its connection (seconds, failed ones included); returns how to stop. */
  onWait(listener: (seconds: number) => void): () => void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pool's use (PostgreSQL); PGlite is one connection inside this process, with no pool to watch. */
  pool?: PoolUse;
  /** Throws when the database does not answer (within PING_TIMEOUT_MS). */
  ping(): Promise<void>;
  /**
   * Runs fn while holding the PostgreSQL advisory lock `key` on a connection of its own, with a Drizzle instance
   * on that connection: other processes asking for the same key wait until fn is done (the migrations at start).
   * PGlite belongs to one process: fn runs at once, on db.
   */
  withLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax: number }
  | { kind: 'pglite'; dir?: string /* undefined: in memory */; options?: PGliteOptions /* e.g. a data dir to start from */ };

export interface DatabaseOptions {
  /** Told of every connection that fails outside a query (the server went away); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/** A new connection that takes longer fails (503), instead of holding the request while the server is away. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** No statement may hold a pooled connection longer than this (a stuck query answers 503, it never hangs the request). */
const STATEMENT_TIMEOUT_MS = 30_000;
/** The health check's limit: a load balancer must get an answer, not a hung request. */
const PING_TIMEOUT_MS = 5_000;

const noop = () => undefined;

/**
 * pg.Pool that survives its server going away. pg-pool listens for a client's 'error' only while the client is
 * idle; a checked-out client whose connection is cut (PostgreSQL restarting) emits 'error' with no listener, which
 * Node raises as an uncaught exception. So every client gets a listener for its whole life, and a checked-out one
 * that fails is handed back to the pool at once with its error (so the pool drops it): Drizzle does not release a
 * client whose BEGIN failed, and that client would otherwise hold a pool slot for good. A release after that is a
 * no-op, never pg-pool's 'released twice' error.
 */
class ResilientPool extends pg.Pool {
  readonly #checkedOut = new Map<pg.PoolClient, (error?: Error) => void>();
  readonly #failed = new WeakSet<pg.ClientBase>();
  readonly #waitListeners = new Set<(seconds: number) => void>();

  readonly use: PoolUse = {
    max: this.options.max ?? 10,
    counts: () => ({ total: this.totalCount, idle: this.idleCount, waiting: this.waitingCount }),
    onWait: (listener) => {
      this.#waitListeners.add(listener);
      return () => this.#waitListeners.delete(listener);
    },
  };

  #waited(since: number): void {
    if (this.#waitListeners.size === 0) return;
    const seconds = (performance.now() - since) / 1000;
    for (const listener of this.#waitListeners) listener(seconds);
  }

  constructor(config: pg.PoolConfig, onConnectionError: (error: Error) => void) {
    super(config);
    // An idle client that fails: pg-pool removes it and emits 'error' here.
    this.on('error', onConnectionError);
    this.on('connect', (client) => {
      client.on('error', (error: Error) => {
        this.#failed.add(client);
        const release = this.#checkedOut.get(client as pg.PoolClient);
        if (!release) return; // idle: pg-pool's own listener removes it
        onConnectionError(error);
        release(error);
      });
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const since = performance.now();
    // The callback form is pool.query's, which releases its client itself on an error.
    if (callback) {
      return super.connect((err, client, done) => {
        this.#waited(since);
        callback(err, client, done);
      });
    }
    return super.connect().then((client) => {
      this.#waited(since);
      const poolRelease = client.release.bind(client);
      let released = false;
      const release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        this.#checkedOut.delete(client);
        poolRelease(error);
      };
      client.release = release;
      this.#checkedOut.set(client, release);
      if (this.#failed.has(client)) {
        // It failed between pg-pool handing it out and now: drop it and report the failure.
        const error = new Error('Client has encountered a connection error and is not queryable');
        release(error);
        throw error;
      }
      return client;
    }, (error: unknown) => {
      this.#waited(since);
      throw error;
    });
  }
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const connection = {
      connectionString: target.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    };
    // The migration lock's own connection has no statement timeout: waiting for another process is its job.
    const pool = new ResilientPool({ ...connection, max: target.poolMax, statement_timeout: STATEMENT_TIMEOUT_MS }, options.onConnectionError ?? noop);
    const db = drizzlePg(pool);
    const handle = withPing(db, 'postgres', () => pool.end(), async (key, fn) => {
      const client = new pg.Client(connection);
      // A lost connection fails the query in progress; the event itself must not be uncaught.
      client.on('error', noop);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        const result = await fn(drizzlePg(client));
        await client.query('select pg_advisory_unlock($1)', [key]);
        return result;
      } finally {
        // Ending the session releases the lock too, whatever happened above.
        await client.end().catch(noop);
      }
    });
    return { ...handle, pool: pool.use };
  }
  // PGlite and its driver load only when the embedded database is the one opened.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // PGlite reads its options from the first argument when that is not a data dir: new PGlite(undefined, options) drops them.
  const client = target.dir ? new PGlite(target.dir, target.options) : new PGlite(target.options);
  const db = drizzlePglite(client);
  return withPing(db, 'pglite', () => client.close(), (_key, fn) => fn(db));
}

function withPing(
  db: Database,
  kind: DatabaseHandle['kind'],
  closeClient: () => Promise<void>,
  withLock: DatabaseHandle['withLock'],
): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    withLock,
    ping: async () => {
      if (closed) throw new Error('database is closed');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
