import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';

/** Applies the committed migrations in apps/api/drizzle; already applied ones are skipped. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, options);
  else await migratePglite(handle.db as unknown as PgliteDatabase, options);
}
