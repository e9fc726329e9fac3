import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdentityResolver } from '../../lib/http/identity-plugin';
import type { Database } from '../../lib/db/database';
import { accounts, findMember, users } from '../accounts';
import type { Auth } from './auth';
import { authSessions, authUsers } from './auth.tables';

const SIGNATURE_LENGTH = 44;
const UNSIGNED_TOKEN = /^[A-Za-z0-9_-]+$/;

/**
 * The session token a bearer value names, as better-auth's bearer plugin reads it (plugins/bearer): a signed
 * `token.signature` (HMAC-SHA256 of the token with the auth secret, base64; URL-encoded or not) or a bare token.
 * `undefined`: a form this check does not read; better-auth decides (`null`: refused, as better-auth would).
 */
export function sessionTokenOf(bearer: string, secret: string): string | null | undefined {
  let value = bearer;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  const dot = value.indexOf('.');
  if (dot === -1) return UNSIGNED_TOKEN.test(value) ? value : undefined;
  if (dot !== value.lastIndexOf('.') || dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** better-auth's lookup and then the product rows (what every call did before the joined query). */
export const throughBetterAuth = (auth: Auth, db: Database): IdentityResolver => async (token) => {
  const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  if (!session) return null;
  const member = await findMember(db, session.user.id);
  if (member?.account.closedAt) return null;
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.createdBy, session.user.id));
  return {
    id: session.user.id,
    email: session.user.email.toLowerCase(),
    name: session.user.name,
    lastname: session.user.lastname ?? '',
    user: member?.user ?? null,
    account: member?.account ?? null,
    createdAccountId: created?.id ?? null,
    // The twoFactor plugin's field, which getSession's type (the core user) does not name.
    twoFactorEnabled: (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
  };
};

/**
 * A bearer token's identity: its better-auth session, and the product User and Account rows once created, in
 * one statement. A session that has expired (better-auth deletes it) or is due for its sliding renewal
 * (`session.updateAge`) goes through better-auth's own lookup, so its expiry rules stay the only ones.
 */
/** The account an identity created at sign-up (before its User record names it). */
const createdAccounts = alias(accounts, 'created_accounts');

export const identityResolver = (auth: Auth, db: Database): IdentityResolver => {
  const fallback = throughBetterAuth(auth, db);
  const context = auth.$context;
  // Prepared once: drizzle builds the five-table statement once, and PostgreSQL plans it once per connection.
  const byToken = db
    .select({
      expiresAt: authSessions.expiresAt,
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      lastname: authUsers.lastname,
      user: users,
      account: accounts,
      createdAccountId: createdAccounts.id,
      twoFactorEnabled: authUsers.twoFactorEnabled,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(users, eq(users.id, authUsers.id))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(createdAccounts, eq(createdAccounts.createdBy, authUsers.id))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('identity_by_token');
  return async (bearer) => {
    const { secret, sessionConfig } = await context;
    const token = sessionTokenOf(bearer, secret);
    if (token === null) return null;
    if (token === undefined) return fallback(bearer);
    const [row] = await byToken.execute({ token });
    // A closed account's members are nobody: their sessions were ended at closing, and any left are refused.
    if (!row || row.account?.closedAt) return null;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    const dueForRenewal = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (expiresAt < now || dueForRenewal) return fallback(bearer);
    return {
      id: row.id,
      email: row.email.toLowerCase(),
      name: row.name,
      lastname: row.lastname ?? '',
      user: row.user && row.account ? row.user : null,
      account: row.user && row.account ? row.account : null,
      createdAccountId: row.createdAccountId,
      twoFactorEnabled: row.twoFactorEnabled,
    };
  };
};
