import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { toAccount, toUser } from './accounts.mappers';
import { accounts, users } from './accounts.tables';

/** Accounts with their member ids, in one query (no N+1), oldest first. */
function accountsWithUserIds(db: Database) {
  return db
    .select({
      ...getTableColumns(accounts),
      userIds: sql<string[]>`coalesce(array_agg(${users.id} order by ${users.createdAt}) filter (where ${users.id} is not null), '{}')`,
    })
    .from(accounts)
    .leftJoin(users, eq(users.accountId, accounts.id))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.createdAt));
}

export async function findAccount(db: Database, id: string) {
  const [row] = await accountsWithUserIds(db).where(eq(accounts.id, id));
  return row ? toAccount(row, row.userIds) : null;
}

export async function listAccounts(db: Database) {
  return (await accountsWithUserIds(db)).map((row) => toAccount(row, row.userIds));
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ? toUser(row) : null;
}

export async function listUsers(db: Database, accountId?: string) {
  const query = db.select().from(users).orderBy(asc(users.createdAt));
  const rows = accountId ? await query.where(eq(users.accountId, accountId)) : await query;
  return rows.map(toUser);
}

/** The product's User and Account rows for an identity, in one query. */
export async function findMember(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether the user belongs to an account its owner closed (its members cannot sign in until a site admin restores it). */
export async function inClosedAccount(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, userId), isNotNull(accounts.closedAt)));
  return !!row;
}
