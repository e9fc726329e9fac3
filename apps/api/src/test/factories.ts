import { randomUUID } from 'node:crypto';
import { accounts, users } from '../features/accounts/accounts.tables';
import type { Database } from '../lib/db/database';

type NewAccount = typeof accounts.$inferInsert;
type NewUser = typeof users.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

/** Inserts an account; active with 1 credit unless told otherwise. */
export async function createAccount(db: Database, overrides: Partial<NewAccount> = {}) {
  const [row] = await db
    .insert(accounts)
    .values({ name: `Account ${next()}`, isActive: true, ...overrides })
    .returning();
  return row!;
}

/** Inserts a user (in a new account unless accountId is given). */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const accountId = overrides.accountId ?? (await createAccount(db)).id;
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), name: 'Test', lastname: `User${n}`, email: `user${n}@example.com`, accountId, ...overrides })
    .returning();
  return row!;
}
