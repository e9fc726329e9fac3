import { PORTRAIT_WIDTHS } from '@persona/shared';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { StorageDriver } from '../../lib/storage';
import { accounts, users } from '../accounts';
import { deleteIdentities } from '../auth';
import { libraryVersions, portraitCopyKey, portraitKey } from '../avatars';
import { accountsDueForPurge, sharedPortraits, storedFilesOf } from './account-data.queries';

/** The periodic job's name: one run per period across every process sharing the database. */
export const ACCOUNT_PURGE_JOB = 'account-purge';
const ACCOUNTS_PER_RUN = 20;

export interface PurgeDeps {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/**
 * Purges every closed account whose grace has passed, one at a time. Each is claimed by locking its row (SKIP
 * LOCKED: another process purging it is left to it) while still due, so one process purges it; its files go
 * first, then its records, in that one transaction. A failure or a restart part-way rolls the records back and
 * leaves them due: the next run deletes what files remain (deleting a missing one is no error) and then the
 * records. Answers the accounts purged.
 */
export async function purgeDueAccounts(deps: PurgeDeps, now = new Date(), stopping: () => boolean = () => false): Promise<string[]> {
  const purged: string[] = [];
  for (const accountId of await accountsDueForPurge(deps.db, now, ACCOUNTS_PER_RUN)) {
    if (stopping()) break;
    if (await purgeAccount(deps, accountId, now)) purged.push(accountId);
  }
  return purged;
}

async function purgeAccount({ db, storage, log }: PurgeDeps, accountId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), isNotNull(accounts.closedAt), lte(accounts.purgeAfter, now)))
      .for('update', { skipLocked: true });
    if (!claimed) return false;
    const files = await storedFilesOf(tx, accountId);
    const shared = await sharedPortraits(tx, accountId, files.portraits);
    const portraits = files.portraits.filter((img) => !shared.has(img));
    const keys = [...files.uploads, ...portraits.flatMap((img) => [portraitKey(img), ...PORTRAIT_WIDTHS.map((w) => portraitCopyKey(img, w))])];
    for (const key of keys) await storage.delete(key);
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
    await deleteIdentities(
      tx,
      members.map((m) => m.id),
    );
    // Its members first (their records' set-null keys apply before the account's cascade takes those records),
    // then everything else of the account cascades from its row (records, activity, billing); the library
    // counter has no key.
    await tx.update(accounts).set({ ownerId: null }).where(eq(accounts.id, accountId));
    await tx.delete(users).where(eq(users.accountId, accountId));
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    await tx.delete(libraryVersions).where(eq(libraryVersions.accountId, accountId));
    log.info({ accountId, files: keys.length, members: members.length }, 'closed account purged after its grace');
    return true;
  });
}
