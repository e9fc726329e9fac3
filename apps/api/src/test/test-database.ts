import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../lib/db/database';
import { runMigrations } from '../lib/db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection address, on PostgreSQL only. */
  url?: string;
  /** Closes the connection (if still open) and removes the database. */
  dispose(): Promise<void>;
}

/** Which engine this test run targets: set per Vitest project (see vitest.config.ts). */
export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of adminUrl; drop() removes it, closing whatever still uses it. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated database: PGlite in memory, or a new database on the server in TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const handle = openDatabase({ kind: 'pglite' });
    await runMigrations(handle);
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl);
  const handle = openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
  await runMigrations(handle);
  return {
    handle,
    url: scratch.url,
    dispose: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
