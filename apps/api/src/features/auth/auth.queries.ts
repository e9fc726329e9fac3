import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { authAccounts, authUsers } from './auth.tables';

/** Whether the identity has proven its email (a verification mail's link, or a provider that vouches for it). */
export async function isEmailVerified(db: Database, identityId: string): Promise<boolean> {
  const [row] = await db.select({ verified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, identityId));
  return row?.verified ?? false;
}

/** The identity id of an email (stored lowercased by better-auth), or null when no one registered it. */
export async function identityIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return row?.id ?? null;
}

/** Whether the identity can sign in with a password (a credential account with a password set). */
export async function hasPassword(db: Database, identityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, identityId), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)));
  return row !== undefined;
}
