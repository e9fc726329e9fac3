import { and, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { accounts, refuseLastAdmin, toUser, users } from '../accounts';
import { recordActivity, type ActivityActor, type ActivityEntry } from '../activity';
import { changeCredits, type CreditChange } from '../credits';

export const LAST_ADMIN = 'You are the last site admin: make someone else an admin before giving up the right.';

type AccountRow = typeof accounts.$inferSelect;
type Change = Pick<ActivityEntry, 'action' | 'subject' | 'details'>;

/** Changes an account and logs it in one transaction; `change` says what the log records, or null when nothing changed. */
async function updateAccount(db: Database, accountId: string, values: Partial<typeof accounts.$inferInsert>, actor: ActivityActor, change: (before: AccountRow) => Change | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This account does not exist.');
    await tx.update(accounts).set(values).where(eq(accounts.id, accountId));
    const entry = change(before);
    if (entry) await recordActivity(tx, { accountId, actor, ...entry });
  });
}

export const setAccountStatus = (db: Database, accountId: string, isActive: boolean, actor: ActivityActor) =>
  updateAccount(db, accountId, { isActive }, actor, (before) => (before.isActive === isActive ? null : { action: isActive ? 'account.activated' : 'account.deactivated' }));

export const setMembership = (db: Database, accountId: string, membership: string | null, actor: ActivityActor) =>
  updateAccount(db, accountId, { membership }, actor, (before) =>
    before.membership === membership ? null : { action: 'plan.changed', subject: membership, details: { from: before.membership, to: membership } },
  );

/** A change of the balance by an admin, logged with the balance before and after. */
async function adminCreditChange(db: Database, change: Omit<CreditChange, 'actorId'>, actor: ActivityActor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, change.accountId)).for('update');
    const balance = await changeCredits(tx, { ...change, actorId: actor.id });
    await recordActivity(tx, { accountId: change.accountId, action: 'credits.changed', actor, details: { from: before?.credits ?? 0, to: balance } });
    return balance;
  });
}

/** Sets an account's credits to a new balance, logged as the admin's change. */
export const setCredits = (db: Database, accountId: string, credits: number, actor: ActivityActor) =>
  adminCreditChange(db, { accountId, setTo: credits, reason: 'admin_set', insufficient: { code: 'CREDITS_TOO_LOW', message: 'Credits cannot be negative.' } }, actor);

/** Takes credits from an account, never below zero, logged as the admin's change. */
export const removeCredits = (db: Database, accountId: string, credits: number, actor: ActivityActor) =>
  adminCreditChange(db, { accountId, by: -credits, reason: 'admin_remove', insufficient: { code: 'CREDITS_TOO_LOW', message: 'The account does not have that many credits.' } }, actor);

/** Grants or revokes a user's admin right; the instance always keeps at least one admin. */
export async function setAdmin(db: Database, accountId: string, userId: string, admin: boolean, actor: ActivityActor) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
    if (!target) throw new AppError('NOT_FOUND', 'This user does not exist in that account.');
    if (target.isAdmin && !admin) await refuseLastAdmin(tx, LAST_ADMIN);
    const [row] = await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, userId)).returning();
    if (target.isAdmin !== admin) await recordActivity(tx, { accountId, action: admin ? 'admin.granted' : 'admin.revoked', actor, subject: target.email });
    return toUser(row!);
  });
}
