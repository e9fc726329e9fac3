import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from './accounts.tables';
import { createAccount, createUser } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { runMigrations } from '../../lib/db/migrate';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

describe('database and migrations', () => {
  it('applies the committed migrations, and applying them again changes nothing', async () => {
    await runMigrations(t.handle);
    const { rows } = (await t.handle.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ('accounts', 'users')`)) as { rows: unknown[] };
    expect(rows[0]).toEqual({ n: 2 });
  });

  it('creates records through the factories with the spec defaults', async () => {
    const user = await createUser(t.handle.db);
    const [account] = await t.handle.db.select().from(accounts).where(eq(accounts.id, user.accountId));
    expect(account).toMatchObject({ credits: 1, creditBased: true, onboarded: false, membership: null });
    expect(user.isAdmin).toBe(false);
  });

  it('refuses negative credits and upper-case emails at the database level', async () => {
    await expect(createAccount(t.handle.db, { credits: -1 })).rejects.toThrow();
    await expect(createUser(t.handle.db, { email: 'Upper@Example.com' })).rejects.toThrow();
  });
});
