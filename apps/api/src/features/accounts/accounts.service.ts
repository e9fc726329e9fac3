import type { CreateAccountBody, CreateUserBody } from '@persona/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Identity } from '../../lib/http/caller';
import { findAccount } from './accounts.queries';
import { toUser } from './accounts.mappers';
import { accounts, users } from './accounts.tables';

const ALREADY_REGISTERED = 'Your user record already exists.';

/** Whether an identity has proven its email: the identity layer (auth) knows, and app.ts hands its check in. */
export type EmailVerifiedCheck = (db: Database, identityId: string) => Promise<boolean>;

/** POST /api/accounts: the caller's fresh identity creates its one account, with the server's defaults. */
export async function createAccountForIdentity(db: Database, identity: Identity, body: CreateAccountBody) {
  if (identity.user) throw new AppError('ALREADY_REGISTERED', ALREADY_REGISTERED);
  const [row] = await db
    .insert(accounts)
    .values({ name: body.name, createdBy: identity.id })
    .onConflictDoNothing({ target: accounts.createdBy })
    .returning();
  if (!row) throw new AppError('ALREADY_REGISTERED', 'You have already created an account.');
  return (await findAccount(db, row.id))!;
}

/**
 * POST /api/accounts/user: the caller's own User record, in the account it created (the route's ownership rules
 * prove the id, the email and the account are the caller's own). The first user of the
 * instance, and an address listed in ADMIN_EMAILS once its email is verified, becomes a site admin with an
 * active account (a listed address verified later is promoted then: grantListedAdmin).
 */
export async function createUserForIdentity(db: Database, identity: Identity, body: CreateUserBody, adminEmails: string[], isEmailVerified: EmailVerifiedCheck) {
  if (identity.user) throw new AppError('ALREADY_REGISTERED', ALREADY_REGISTERED);
  return db.transaction(async (tx) => {
    // The caller created it (an ownership rule), and accounts are never deleted.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, body.account));
    if (!account) throw new Error(`account ${body.account} of identity ${identity.id} is gone`);
    // Serialises bootstraps so that two first sign-ups cannot both become admin.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:first-user'))`);
    const [{ existing } = { existing: 0 }] = await tx.select({ existing: count() }).from(users);
    const isAdmin = existing === 0 || (adminEmails.includes(identity.email) && (await isEmailVerified(tx, identity.id)));
    const [row] = await tx
      .insert(users)
      .values({
        id: identity.id,
        accountId: account.id,
        email: identity.email,
        name: body.name,
        lastname: body.lastname,
        company: body.company ?? account.name,
        isAdmin,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('ALREADY_REGISTERED', ALREADY_REGISTERED);
    // The account is the one the caller created: its creator owns it.
    await tx.update(accounts).set({ ownerId: row.id, ...(isAdmin ? { isActive: true } : {}) }).where(eq(accounts.id, account.id));
    return toUser(row);
  });
}

/**
 * ADMIN_EMAILS, when the address is proven (its verification link was opened): the listed identity's User
 * record becomes a site admin with an active account. Without a record yet, createUserForIdentity grants it.
 */
export async function grantListedAdmin(db: Database, identityId: string, email: string, adminEmails: string[]): Promise<boolean> {
  if (!adminEmails.includes(email.toLowerCase())) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ isAdmin: true }).where(eq(users.id, identityId)).returning();
    if (!row) return false;
    await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, row.accountId));
    return true;
  });
}

/** Marks the account onboarded (its four onboarding steps are done); answers it as it is now. */
export async function markOnboarded(db: Database, accountId: string) {
  await db.update(accounts).set({ onboarded: true }).where(eq(accounts.id, accountId));
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
  return account;
}
