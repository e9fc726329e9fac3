import type { AdminCounts } from '@persona/shared';
import { count, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts, users } from '../accounts';
import { countOpenOrders } from '../orders';

/** The Admin Panel's figures: three counting queries at once, none per row. */
export async function adminCounts(db: Database, now = new Date()): Promise<AdminCounts> {
  const [[accountRow], [userRow], orderCounts] = await Promise.all([
    db.select({ total: count(), inactive: count(sql`case when ${not(accounts.isActive)} then 1 end`) }).from(accounts),
    db.select({ total: count(), admins: count(sql`case when ${eq(users.isAdmin, true)} then 1 end`) }).from(users),
    countOpenOrders(db, now),
  ]);
  return {
    accounts: { total: Number(accountRow?.total ?? 0), inactive: Number(accountRow?.inactive ?? 0) },
    users: { total: Number(userRow?.total ?? 0), admins: Number(userRow?.admins ?? 0) },
    orders: orderCounts,
  };
}
