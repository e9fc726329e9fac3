import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { accounts, refuseLastAdmin, toUser, users } from '../accounts';
import { changeCredits } from '../credits';

export const LAST_ADMIN = 'You are the last site admin: make someone else an admin before giving up the right.';

async function updateAccount(db: Database, accountId: string, values: Partial<typeof accounts.$inferInsert>) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  if (!row) throw new AppError('NOT_FOUND', 'This account does not exist.');
}

export const setAccountStatus = (db: Database, accountId: string, isActive: boolean) => updateAccount(db, accountId, { isActive });
export const setMembership = (db: Database, accountId: string, membership: string | null) => updateAccount(db, accountId, { membership });

/** Sets an account's credits to a new balance, logged as the admin's change. */
export const setCredits = (db: Database, accountId: string, credits: number, actorId: string) =>
  db.transaction((tx) =>
    changeCredits(tx, { accountId, setTo: credits, reason: 'admin_set', actorId, insufficient: { code: 'CREDITS_TOO_LOW', message: 'Credits cannot be negative.' } }),
  );

/** Takes credits from an account, never below zero, logged as the admin's change. */
export const removeCredits = (db: Database, accountId: string, credits: number, actorId: string) =>
  db.transaction((tx) =>
    changeCredits(tx, {
      accountId,
      by: -credits,
      reason: 'admin_remove',
      actorId,
      insufficient: { code: 'CREDITS_TOO_LOW', message: 'The account does not have that many credits.' },
    }),
  );

/** Grants or revokes a user's admin right; the instance always keeps at least one admin. */
export async function setAdmin(db: Database, accountId: string, userId: string, admin: boolean) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
    if (!target) throw new AppError('NOT_FOUND', 'This user does not exist in that account.');
    if (target.isAdmin && !admin) await refuseLastAdmin(tx, LAST_ADMIN);
    const [row] = await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, userId)).returning();
    return toUser(row!);
  });
}
