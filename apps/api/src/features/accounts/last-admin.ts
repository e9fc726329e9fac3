import { count, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { users } from './accounts.tables';

/**
 * Refuses (LAST_ADMIN) a change that takes a site admin's right away (withdrawn, or their User removed) when they
 * are the portal's last one. Changes of admins are serialised, so two of them cannot leave none.
 */
export async function refuseLastAdmin(tx: Transaction, message: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:admins'))`);
  const [{ admins } = { admins: 0 }] = await tx.select({ admins: count() }).from(users).where(eq(users.isAdmin, true));
  if (admins <= 1) throw new AppError('LAST_ADMIN', message);
}
