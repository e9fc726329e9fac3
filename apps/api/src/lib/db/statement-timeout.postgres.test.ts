import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

describe('pooled PostgreSQL connections', () => {
  it('cancel a statement after 30 s, so a stuck query answers 503 instead of hanging', async () => {
    const { rows } = (await t.handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(rows[0]?.statement_timeout).toBe('30s');
  });
});
