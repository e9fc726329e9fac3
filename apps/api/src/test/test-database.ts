import { readFile } from 'node:fs/promises';
import type { PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../lib/db/database';
import { runMigrations } from '../lib/db/migrate';
import { createScratchDatabase } from './scratch-database';
import { readDatabaseState, resetDatabase, sameState, takeSnapshot, type DatabaseState, type Snapshot } from './database-state';

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
  if (testEngine() === 'pglite') return (await reusedPglite()) ?? freshPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, inject('postgresTemplate') ?? undefined);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
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

/**
 * Starting a PGlite costs most of an API test file's CPU, so a worker keeps the databases its files are done with
 * (Vitest runs a worker's files one after another, sharing its modules) and resets them for the next file. A
 * database is handed out again only if it still answers and reads exactly as a fresh one did (rows, sequences,
 * schema); one that a file closed, broke or changed is dropped, and the next file gets a fresh one.
 */
const idle: { handle: DatabaseHandle; snapshot: Snapshot }[] = [];
/** A file rarely holds more than one database at a time; keeping more would only hold memory. */
const MAX_IDLE = 2;
let freshState: DatabaseState | undefined;

async function freshPglite(): Promise<TestDatabase> {
  const handle = await openDatabase({ kind: 'pglite', options: await pgliteStart() });
  await runMigrations(handle);
  const snapshot = await takeSnapshot(handle.db);
  freshState ??= await readDatabaseState(handle.db);
  return lentPglite(handle, snapshot);
}

function lentPglite(handle: DatabaseHandle, snapshot: Snapshot): TestDatabase {
  return {
    handle,
    dispose: async () => {
      if (idle.length < MAX_IDLE && (await reset(handle, snapshot))) idle.push({ handle, snapshot });
      else await handle.close();
    },
  };
}

/** Resets a database a file is done with; false when it is closed or can no longer be put back. */
async function reset(handle: DatabaseHandle, snapshot: Snapshot): Promise<boolean> {
  try {
    await handle.ping();
    await resetDatabase(handle.db, snapshot);
    return true;
  } catch {
    return false;
  }
}

async function reusedPglite(): Promise<TestDatabase | undefined> {
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    if (await readsAsFresh(kept.handle)) return lentPglite(kept.handle, kept.snapshot);
    await kept.handle.close().catch(() => undefined);
  }
  return undefined;
}

/** Checked when handed out, not only after the reset: something the last file left running may have written since. */
async function readsAsFresh(handle: DatabaseHandle): Promise<boolean> {
  try {
    return freshState !== undefined && sameState(await readDatabaseState(handle.db), freshState);
  } catch {
    return false;
  }
}
