import type { ActivityAction } from '@persona/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/database';
import type { Member } from '../../lib/http/caller';
import { accountActivity } from './activity.tables';

/** Who did it: a member of the account, a site admin acting on it, or the portal itself (null). */
export interface ActivityActor {
  id: string;
  name: string;
  role: 'member' | 'admin';
}

export interface ActivityEntry {
  accountId: string;
  action: ActivityAction;
  actor: ActivityActor | null;
  subject?: string | null;
  details?: Record<string, unknown>;
}

/** The caller as an actor on an account: a site admin acting on an account that is not theirs acts as admin. */
export const actorOf = (caller: Member, accountId: string = caller.account.id): ActivityActor => ({
  id: caller.user.id,
  name: `${caller.user.name} ${caller.user.lastname}`.trim(),
  role: caller.user.isAdmin && caller.account.id !== accountId ? 'admin' : 'member',
});

/** An entry's row, however it is written. */
const activityRow = (entry: ActivityEntry) => ({
  id: crypto.randomUUID(),
  accountId: entry.accountId,
  action: entry.action,
  actorId: entry.actor?.id ?? null,
  actorName: entry.actor?.name ?? null,
  actorRole: entry.actor?.role ?? 'portal',
  subject: entry.subject ?? null,
  details: entry.details ?? {},
});

/** Writes one entry in the transaction of the change it records, so the log never tells of a change rolled back. */
export async function recordActivity(tx: Transaction, entry: ActivityEntry): Promise<void> {
  await tx.insert(accountActivity).values(activityRow(entry));
}

/**
 * The entry as a CTE named `name` of the one statement that makes the change it records: written once for each row
 * `source` (a CTE of that statement) returns, so only if the change was made. A statement is its own transaction:
 * change and entry commit together without a transaction's extra round trips, in which a row lock would be held.
 */
export function activityCte(name: string, entry: ActivityEntry, source: SQL): SQL {
  const row = activityRow(entry);
  return sql`${sql.raw(name)} as (
    insert into account_activity (id, account_id, action, actor_id, actor_name, actor_role, subject, details)
    select ${row.id}::text, ${row.accountId}::text, ${row.action}::text, ${row.actorId}::text, ${row.actorName}::text, ${row.actorRole}::text, ${row.subject}::text, ${JSON.stringify(row.details)}::jsonb
    from ${source}
  )`;
}
