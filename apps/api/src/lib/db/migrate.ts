import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobSchema } from '../jobs';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';

/** The advisory lock the migrations run under on PostgreSQL: "PERS" in ASCII, fixed for every version. */
export const MIGRATION_LOCK_KEY = 0x50455253;

/**
 * Applies the committed migrations in apps/api/drizzle; already applied ones are skipped. On PostgreSQL they run
 * under an advisory lock on a connection of their own, so processes starting at once on the same database (a
 * rolling deploy, replicas) migrate one after the other: the first applies them, the others then find nothing to do.
 * On PostgreSQL the job queue's schema (pg-boss's own) is installed or upgraded under the same lock.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  await handle.withLock(MIGRATION_LOCK_KEY, async (db) => {
    if (handle.kind === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase, options);
      await installJobSchema(db);
    } else {
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(db as unknown as PgliteDatabase, options);
    }
  });
}
