import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { authSessions, authUsers } from './auth.tables';

/** Signs the users out everywhere: their sessions go, in the caller's transaction (bearer tokens stop at once). */
export async function endSessionsOf(tx: Transaction, userIds: string[]): Promise<void> {
  if (userIds.length > 0) await tx.delete(authSessions).where(inArray(authSessions.userId, userIds));
}

/**
 * Deletes the identities (their sessions, passwords and Google links go with them by cascade). The product User
 * row shares the identity's id and is unique per identity, so an identity of a purged account belongs to no other.
 */
export async function deleteIdentities(tx: Transaction, userIds: string[]): Promise<void> {
  if (userIds.length > 0) await tx.delete(authUsers).where(inArray(authUsers.id, userIds));
}

/** Ends one session by its token. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.token, token));
}
