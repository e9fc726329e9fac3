import { ACTIVITY_GROUPS, type ActivityAction, type ActivityGroup, type ActivityPage } from '@persona/shared';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { decodeCursor, encodeCursor } from '../../lib/db/keyset-cursor';
import { accounts } from '../accounts';
import { accountActivity } from './activity.tables';
import { toActivityEntry } from './activity.mappers';

/** What a page of the log may be narrowed to (the account is the owner's own, or the admin's choice). */
export interface ActivityFilter {
  account?: string;
  actions?: ActivityAction[];
  group?: ActivityGroup;
  actor?: string;
  from?: number;
  to?: number;
  cursor?: string;
  limit: number;
}

/** The actions asked for: the list, the group's, or both (an entry must be in both); undefined is every action. */
function actionsOf(filter: ActivityFilter): readonly string[] | undefined {
  const grouped: readonly string[] | undefined = filter.group ? ACTIVITY_GROUPS[filter.group] : undefined;
  if (!filter.actions) return grouped;
  return grouped ? filter.actions.filter((action) => grouped.includes(action)) : filter.actions;
}

function conditions(filter: ActivityFilter): (SQL | undefined)[] {
  const actions = actionsOf(filter);
  const after = filter.cursor ? decodeCursor(filter.cursor) : null;
  return [
    filter.account ? eq(accountActivity.accountId, filter.account) : undefined,
    // Asked for actions of which none is left (a list outside the group): nothing matches.
    actions ? (actions.length > 0 ? inArray(accountActivity.action, [...actions]) : sql`false`) : undefined,
    filter.actor ? eq(accountActivity.actorId, filter.actor) : undefined,
    filter.from !== undefined ? gte(accountActivity.createdAt, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(accountActivity.createdAt, new Date(filter.to)) : undefined,
    after ? sql`(${accountActivity.createdAt}, ${accountActivity.id}) < (${after[0]}::timestamptz, ${after[1]}::text)` : undefined,
  ];
}

/**
 * One page of the log, newest first, by keyset on (created_at desc, id desc): on one account through
 * account_activity_account_time_idx (or …_account_action_time_idx with actions), across accounts through
 * account_activity_time_idx; one row more than asked tells whether another page follows.
 */
export async function listActivityPage(db: Database, filter: ActivityFilter): Promise<ActivityPage> {
  const rows = await db
    .select({ entry: accountActivity, accountName: accounts.name, cursorAt: sql<string>`${accountActivity.createdAt}::text` })
    .from(accountActivity)
    .innerJoin(accounts, eq(accounts.id, accountActivity.accountId))
    .where(and(...conditions(filter)))
    .orderBy(desc(accountActivity.createdAt), desc(accountActivity.id))
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const page = more ? rows.slice(0, filter.limit) : rows;
  const last = page.at(-1);
  return { items: page.map((row) => toActivityEntry(row.entry, row.accountName)), nextCursor: more && last ? encodeCursor(last.cursorAt, last.entry.id) : null };
}
