import type { ActivityAction } from '@persona/shared';
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

/** Writes one entry in the transaction of the change it records, so the log never tells of a change rolled back. */
export async function recordActivity(tx: Transaction, entry: ActivityEntry): Promise<void> {
  await tx.insert(accountActivity).values({
    accountId: entry.accountId,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    actorRole: entry.actor?.role ?? 'portal',
    subject: entry.subject ?? null,
    details: entry.details ?? {},
  });
}
