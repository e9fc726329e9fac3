import { ACCOUNT_CLOSE_GRACE_MS, ACCOUNT_DATA_TEXTS, type AccountClosure } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Member } from '../../lib/http/caller';
import { accounts, users } from '../accounts';
import { actorOf, recordActivity } from '../activity';
import { endSessionsOf } from '../auth';
import { endPlansOfClosingAccount } from '../payments';

/** Names as people type them: spaces and letter case aside (names are shown capitalised word by word). */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const toClosure = (row: { id: string; name: string; closedAt: Date | null; purgeAfter: Date | null }): AccountClosure => ({
  id: row.id,
  name: row.name,
  closedAt: row.closedAt!.toISOString(),
  purgeAfter: row.purgeAfter!.toISOString(),
});

/**
 * Closes the account, its name typed to confirm, in one transaction: closed now and purged after the grace, its
 * plan ended, every member signed out, an activity entry. Answers the closing and the subscriptions to end at the
 * provider once committed.
 */
export async function closeAccount(db: Database, caller: Member, accountId: string, typedName: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_DATA_TEXTS.accountNotFound);
    if (comparable(typedName) !== comparable(account.name)) throw new AppError('ACCOUNT_NAME_MISMATCH', ACCOUNT_DATA_TEXTS.nameMismatch);
    const [closed] = await tx
      .update(accounts)
      .set({ closedAt: now, purgeAfter: new Date(now.getTime() + ACCOUNT_CLOSE_GRACE_MS) })
      .where(eq(accounts.id, accountId))
      .returning();
    const ended = await endPlansOfClosingAccount(tx, accountId, now);
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
    await endSessionsOf(
      tx,
      members.map((m) => m.id),
    );
    await recordActivity(tx, { accountId, action: 'account.closed', actor: actorOf(caller, accountId), subject: account.name, details: { purgeAfter: closed!.purgeAfter!.toISOString(), subscriptionsEnded: ended.length } });
    return { closure: toClosure(closed!), ended };
  });
}

/** A site admin reopens a closed account within its grace; its members sign in again (their plan stays ended). */
export async function restoreAccount(db: Database, caller: Member, accountId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_DATA_TEXTS.accountNotFound);
    if (!account.closedAt || !account.purgeAfter) throw new AppError('ACCOUNT_NOT_CLOSED', ACCOUNT_DATA_TEXTS.notClosed);
    if (account.purgeAfter <= now) throw new AppError('GRACE_OVER', ACCOUNT_DATA_TEXTS.graceOver);
    await tx.update(accounts).set({ closedAt: null, purgeAfter: null }).where(eq(accounts.id, accountId));
    await recordActivity(tx, { accountId, action: 'account.restored', actor: actorOf(caller, accountId), subject: account.name, details: { closedAt: account.closedAt.toISOString() } });
  });
}
