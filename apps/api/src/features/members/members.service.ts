import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { accounts, findAccount, refuseLastAdmin, users } from '../accounts';
import { recordActivity, type ActivityActor } from '../activity';
import { endSessionsOf } from '../auth';

export const NOT_A_MEMBER = 'This person is not a member of this account.';
export const OWNER_MUST_TRANSFER = 'The account owner cannot be removed or leave: make another member the owner first.';
const LAST_ADMIN_REMOVED = "This person is the portal's last site admin: make someone else an admin first.";

/** Who changes the account's people, and how the change is logged. */
export interface PeopleChange {
  accountId: string;
  actor: ActivityActor;
}

/** One change of an account's people at a time (transfers and removals), without locking the account's row. */
const lockPeople = (tx: Transaction, accountId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:people:' || ${accountId}))`);

async function memberOf(tx: Transaction, accountId: string, userId: string) {
  const [row] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', NOT_A_MEMBER);
  return row;
}

/** Hands the account to another of its members; the previous owner stays a member. */
export async function transferOwnership(db: Database, { accountId, actor }: PeopleChange, userId: string) {
  await db.transaction(async (tx) => {
    await lockPeople(tx, accountId);
    const [account] = await tx.select({ ownerId: accounts.ownerId }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
    const next = await memberOf(tx, accountId, userId);
    if (account.ownerId === next.id) return;
    await tx.update(accounts).set({ ownerId: next.id }).where(eq(accounts.id, accountId));
    await recordActivity(tx, { accountId, action: 'ownership.transferred', actor, subject: next.email, details: { from: account.ownerId, to: next.id } });
  });
  return (await findAccount(db, accountId))!;
}

/**
 * A member leaves the account, removed by its owner or a site admin, or by their own choice (docs/decisions.md,
 * "Removing a member"). Their User row goes (every reference to it is set null, so what they made stays the
 * account's), their identity stays without an account, and every session of theirs ends in the same transaction.
 * The caller clears the identity cache afterwards so every process refuses them at once.
 */
export async function removeMember(db: Database, { accountId, actor }: PeopleChange, userId: string, action: 'member.removed' | 'member.left') {
  await db.transaction(async (tx) => {
    await lockPeople(tx, accountId);
    const member = await memberOf(tx, accountId, userId);
    const [account] = await tx.select({ ownerId: accounts.ownerId }).from(accounts).where(eq(accounts.id, accountId));
    if (account?.ownerId === member.id) throw new AppError('OWNER_MUST_TRANSFER', OWNER_MUST_TRANSFER);
    if (member.isAdmin) await refuseLastAdmin(tx, LAST_ADMIN_REMOVED);
    await tx.delete(users).where(eq(users.id, member.id));
    // An identity creates one account at sign-up: a creator who is no longer a member may start one of their own.
    await tx.update(accounts).set({ createdBy: null }).where(eq(accounts.createdBy, member.id));
    await endSessionsOf(tx, [member.id]);
    const name = `${member.name} ${member.lastname}`.trim();
    await recordActivity(tx, { accountId, action, actor, subject: member.email, details: { userId: member.id, name } });
  });
}
