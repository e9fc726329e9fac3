import { INVITATION_TTL_DAYS, type Invitation } from '@persona/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { accounts } from '../accounts';
import { invitations } from './invitations.tables';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
const unexpired = () => gt(invitations.createdAt, new Date(Date.now() - TTL_MS));

const columns = { token: invitations.token, accountId: invitations.accountId, email: invitations.email, createdAt: invitations.createdAt, accountName: accounts.name };
type Row = { token: string; accountId: string; email: string; createdAt: Date; accountName: string };

export const toInvitation = (row: Row, appUrl: string): Invitation => ({
  accountId: row.accountId,
  accountName: row.accountName,
  email: row.email,
  token: row.token,
  url: `${appUrl}/invite/${row.accountId}/${row.token}`,
  timestamp: row.createdAt.getTime(),
});

const withAccount = (db: Database) => db.select(columns).from(invitations).innerJoin(accounts, eq(accounts.id, invitations.accountId));

/** An invitation that can still be used, or null (unknown, used or expired). */
export async function findValidInvitation(db: Database, token: string): Promise<Row | null> {
  const [row] = await withAccount(db).where(and(eq(invitations.token, token), unexpired()));
  return row ?? null;
}

export const listPendingInvitations = (db: Database, accountId: string): Promise<Row[]> =>
  withAccount(db).where(and(eq(invitations.accountId, accountId), unexpired())).orderBy(desc(invitations.createdAt));

/** Creates the invitation, or renews the one already there for that account and email (same token). */
export async function upsertInvitation(db: Database, values: { accountId: string; email: string; invitedBy: string }) {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, token: crypto.randomUUID() })
    .onConflictDoUpdate({ target: [invitations.accountId, invitations.email], set: { createdAt: sql`now()`, invitedBy: values.invitedBy } })
    .returning();
  return row!;
}
