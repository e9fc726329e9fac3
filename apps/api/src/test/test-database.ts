import { readFile } from 'node:fs/promises';
import type { PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../lib/db/database';
import { runMigrations } from '../lib/db/migrate';
import { createScratchDatabase } from './scratch-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection address, on PostgreSQL only. */
  url?: string;
  /** Closes the connection (if still open) and removes the database. */
  dispose(): Promise<void>;
}

/** Which engine this test run targets: set per Vitest project (see vitest.config.ts). */
export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const PGLITE_DIST = new URL('./', import.meta.resolve('@electric-sql/pglite'));
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node has WebAssembly; this package's type libraries (no DOM) only declare its types.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

/**
 * What every PGlite of this worker starts from, read and compiled once (test files share a worker's modules):
 * the run's migrated data dir, and PGlite's own WebAssembly and file bundle.
 */
let pgliteStarts: Promise<PGliteOptions> | undefined;
const pgliteStart = () =>
  (pgliteStarts ??= (async () => {
    const [template, code, bundle] = await Promise.all([
      readFile(inject('pgliteTemplate')),
      readFile(new URL('pglite.wasm', PGLITE_DIST)),
      readFile(new URL('pglite.data', PGLITE_DIST)),
    ]);
    return { loadDataDir: new Blob([template]), pgliteWasmModule: await wasm.compile(code), fsBundle: new Blob([bundle]) };
  })());

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the server in TEST_DATABASE_URL. Both
 * start as a copy of the run's migrated template (global-setup.ts); the migrations then find nothing to do.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const handle = openDatabase({ kind: 'pglite', options: await pgliteStart() });
    await runMigrations(handle);
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, inject('postgresTemplate') ?? undefined);
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
