import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { authUsers } from './auth.tables';

/** Whether the identity has proven its email (a verification mail's link, or a provider that vouches for it). */
export async function isEmailVerified(db: Database, identityId: string): Promise<boolean> {
  const [row] = await db.select({ verified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, identityId));
  return row?.verified ?? false;
}
