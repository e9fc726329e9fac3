import type { Account, AdminUser, UserSession } from '@persona/shared';
import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts, findAccount, toUser, users } from '../accounts';
import { recordActivity, type ActivityActor } from '../activity';
import { authSessions, authTwoFactors, authUsers } from './auth.tables';

/** Whether the identity signs in with a second factor (null: no such identity). */
export async function twoFactorEnabled(db: Database, identityId: string): Promise<boolean | null> {
  const [row] = await db.select({ enabled: authUsers.twoFactorEnabled }).from(authUsers).where(eq(authUsers.id, identityId));
  return row ? row.enabled : null;
}

/** Every user, oldest first, with whether they sign in with a second factor: one query (a join), never one per user. */
export async function listUsersWithTwoFactor(db: Database): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: users, twoFactorEnabled: authUsers.twoFactorEnabled })
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.id))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => ({ ...toUser(row.user), twoFactorEnabled: row.twoFactorEnabled ?? false }));
}

/**
 * The identity's sessions that have not expired, newest use first. Last seen is when better-auth last renewed the
 * session (at most a day behind: session.updateAge), or its start: no call writes per request.
 */
export async function listSessions(db: Database, identityId: string, currentToken: string | null): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, identityId), gt(authSessions.expiresAt, new Date())))
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.token === currentToken,
  }));
}

/** Ends one of the identity's sessions; false when it has none of that id (another's, or gone). */
export async function endSession(db: Database, identityId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, identityId)))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/**
 * Turns the identity's second factor off (secret and recovery codes gone) and logs it in the activity of the
 * user's account, in one transaction; false for an unknown identity.
 */
export async function resetTwoFactor(db: Database, identityId: string, actor: ActivityActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(authUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(authUsers.id, identityId))
      .returning({ id: authUsers.id, email: authUsers.email });
    if (updated.length === 0) return false;
    await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, identityId));
    const [user] = await tx.select({ accountId: users.accountId }).from(users).where(eq(users.id, identityId));
    if (user) await recordActivity(tx, { accountId: user.accountId, action: 'two_factor.reset', actor, subject: updated[0]!.email });
    return true;
  });
}

/**
 * Requires two-factor sign-in of every member of the account, or no longer, and logs a change in its activity in
 * the same transaction (setting it as it already is logs nothing). The account as it now is, or null when it is gone
 * (purged since the caller's identity was cached).
 */
export async function setRequireTwoFactor(db: Database, accountId: string, required: boolean, actor: ActivityActor): Promise<Account | null> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(accounts)
      .set({ requireTwoFactor: required })
      .where(and(eq(accounts.id, accountId), ne(accounts.requireTwoFactor, required)))
      .returning({ id: accounts.id });
    if (changed.length > 0) await recordActivity(tx, { accountId, action: 'two_factor.required', actor, details: { required } });
    return findAccount(tx, accountId);
  });
}

/** Logs a member turning their own second factor on or off, in the activity of their account. */
export async function recordTwoFactorChange(db: Database, accountId: string, enabled: boolean, actor: ActivityActor): Promise<void> {
  await db.transaction((tx) => recordActivity(tx, { accountId, action: enabled ? 'two_factor.enabled' : 'two_factor.disabled', actor }));
}
