import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Queries are built from the tables in each feature's *.tables.ts (no relational query API, so no schema here). */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax: number }
  | { kind: 'pglite'; dir?: string /* undefined: in memory */; options?: PGliteOptions /* e.g. a data dir to start from */ };

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    return withPing(db, 'postgres', () => pool.end());
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = new PGlite(target.dir, target.options);
  const db = drizzlePglite(client);
  return withPing(db, 'pglite', () => client.close());
}

function withPing(db: Database, kind: DatabaseHandle['kind'], closeClient: () => Promise<void>): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
