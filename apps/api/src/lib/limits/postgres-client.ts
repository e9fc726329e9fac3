import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The table RateLimiterPostgres keeps its counters in (its own layout; created at start, not a migration). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export const CREATE_RATE_LIMIT_TABLE = `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
)`;

interface PgQuery {
  text: string;
  values?: unknown[];
}

/** `$1`-style text and values as one Drizzle statement (each placeholder bound as one parameter, an array too). */
export function toStatement({ text, values = [] }: PgQuery): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * A `pg`-shaped client (`query({ text, values })` answering `{ rows, rowCount }`) over the portal's own Drizzle
 * database, so RateLimiterPostgres counts in the same PostgreSQL (or PGlite) the portal uses, through its pool.
 */
export function postgresStoreClient(db: Database, { onError, onAnswer }: { onError: (err: unknown) => void; onAnswer?: () => void }) {
  return {
    async query(query: PgQuery) {
      try {
        const result = (await db.execute(toStatement(query))) as unknown as { rows: unknown[]; rowCount?: number | null; affectedRows?: number };
        onAnswer?.();
        // PGlite counts only changed rows in affectedRows; a SELECT's count is its rows.
        const rowCount = result.rows.length > 0 ? result.rows.length : (result.rowCount ?? result.affectedRows ?? 0);
        return { rows: result.rows, rowCount };
      } catch (err) {
        onError(err);
        throw err;
      }
    },
  };
}
