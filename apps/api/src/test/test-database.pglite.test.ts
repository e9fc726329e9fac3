import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../lib/db/database';
import { registerActiveMember } from './auth-helpers';
import { readDatabaseState } from './database-state';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/** What a database started straight from the run's migrated template holds: what every test file must start on. */
async function templateState() {
  const handle = await openDatabase({ kind: 'pglite', options: { loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) } });
  try {
    return await readDatabaseState(handle.db);
  } finally {
    await handle.close();
  }
}

describe('a PGlite test database handed out again', () => {
  it('reads exactly as a fresh one after a file wrote to it and changed its session', async () => {
    const used = await createTestApp();
    await registerActiveMember(used.app);
    await registerActiveMember(used.app);
    await used.database.handle.db.execute(sql`set statement_timeout = 1234`);
    await used.database.handle.db.execute(sql`create temporary table left_behind (id int)`);
    expect(await readDatabaseState(used.database.handle.db)).not.toEqual(await templateState());
    await used.close();

    const next = await createTestDatabase();
    try {
      expect(next.handle).toBe(used.database.handle); // reused, so this proves the reset
      expect(await readDatabaseState(next.handle.db)).toEqual(await templateState());
      const setting = await next.handle.db.execute(sql`select current_setting('statement_timeout') as value`);
      expect((setting as unknown as { rows: unknown[] }).rows).toEqual([{ value: '0' }]);
    } finally {
      await next.dispose();
    }
  });

  it('is never one a file closed', async () => {
    const closed = await createTestDatabase();
    await closed.handle.close();
    await closed.dispose();
    const next = await createTestDatabase();
    try {
      expect(next.handle).not.toBe(closed.handle);
      await next.handle.ping();
    } finally {
      await next.dispose();
    }
  });

  it('is never one whose schema a file changed', async () => {
    const changed = await createTestDatabase();
    await changed.handle.db.execute(sql`create table stray (id int)`);
    await changed.dispose();
    const next = await createTestDatabase();
    try {
      expect(next.handle).not.toBe(changed.handle);
      expect(await readDatabaseState(next.handle.db)).toEqual(await templateState());
    } finally {
      await next.dispose();
    }
  });
});
