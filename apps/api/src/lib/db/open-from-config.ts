import { join } from 'node:path';
import type { Config } from '../../config';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './database';

/** PostgreSQL through a pool when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR/pglite. */
export function openDatabaseFromConfig(config: Config, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }, options)
    : openDatabase({ kind: 'pglite', dir: join(config.dataDir, 'pglite') }, options);
}
