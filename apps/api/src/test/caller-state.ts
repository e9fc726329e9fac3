import { endpoints } from '@persona/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, users } from '../features/accounts/accounts.tables';
import type { Callers } from './app-with-callers';
import { PASSWORD } from './auth-helpers';
import { call } from './call';

/**
 * Saves the callers' account and user rows; the returned restore() puts them back and signs a caller in again
 * if its session was revoked (its `token` is replaced in place). For tests that let random calls change them
 * (the fuzz suite: deactivating, promoting, signing out).
 */
export async function saveCallerState(app: FastifyInstance, callers: Callers): Promise<() => Promise<void>> {
  const db = app.database.db;
  const members = Object.values(callers);
  const savedAccounts = await db.select().from(accounts).where(inArray(accounts.id, members.map((m) => m.account.id)));
  const savedUsers = await db.select().from(users).where(inArray(users.id, members.map((m) => m.user.id)));
  return async () => {
    for (const row of savedAccounts) await db.update(accounts).set(row).where(eq(accounts.id, row.id));
    for (const row of savedUsers) await db.update(users).set(row).where(eq(users.id, row.id));
    for (const member of members) {
      const me = await call(app, endpoints.getMe, { token: member.token });
      if (me.statusCode !== 401) continue;
      // Straight through better-auth, not the relay: the relay's abuse limits may be spent by then.
      const signedIn = await app.auth.api.signInEmail({ body: { email: member.email, password: PASSWORD } });
      member.token = signedIn.token;
    }
  };
}
