import { endpoints, register, type Account, type User } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { accounts } from '../features/accounts/accounts.tables';
import { call, callerFor, callOk } from './call';

export const PASSWORD = 'password-123';

let sequence = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++sequence}@example.com`;

/** Creates an identity through better-auth, as the register screen's first call does. */
export async function signUp(app: FastifyInstance, email: string, password = PASSWORD) {
  const body = await callOk(app, endpoints.signUpWithEmail, { body: { email, password, name: 'Test', lastname: 'User' } });
  return { token: body.token, id: body.user.id, email: body.user.email };
}

export interface Member {
  token: string;
  user: User;
  account: Account;
  email: string;
}

/** The whole register flow, as the register screen makes it (the shared registration helper). */
export async function registerMember(app: FastifyInstance, email = uniqueEmail(), company = 'Acme'): Promise<Member> {
  const { token, user, account } = await register(callerFor(app), { email, password: PASSWORD, name: 'Test', lastname: 'User', company });
  return { token, user, account, email: user.email };
}

/** An admin's activation, done straight in the database (the admin screens come in a later issue). */
export async function activate(app: FastifyInstance, accountId: string) {
  await app.database.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, accountId));
}

/** A registered member whose account is already active (activated straight in the database). */
export async function registerActiveMember(app: FastifyInstance, email?: string, company?: string): Promise<Member> {
  const member = await registerMember(app, email, company);
  await activate(app, member.account.id);
  return member;
}

/** The four callers every access test uses: the bootstrap admin, a member, and a member of another account. */
export async function createCallers(app: FastifyInstance) {
  const admin = await registerMember(app, uniqueEmail('admin'), 'Admin Co');
  const member = await registerMember(app, uniqueEmail('member'), 'Member Co');
  const other = await registerMember(app, uniqueEmail('other'), 'Other Co');
  await activate(app, member.account.id);
  await activate(app, other.account.id);
  expect(admin.user.isAdmin).toBe(true);
  return { admin, member, other };
}

/** A sign-in from the given address (test apps with TRUST_PROXY trust X-Forwarded-For), with this browser's device token if it has one. */
export const signInFrom = (app: FastifyInstance, address: string, email: string, password: string, deviceToken?: string) =>
  call(app, endpoints.signInWithEmail, {
    headers: { 'x-forwarded-for': address },
    body: deviceToken === undefined ? { email, password } : { email, password, deviceToken },
  });

/** A second member of the member's account (invited, signed up, joined): not its owner. */
export async function teammateOf(app: FastifyInstance, member: Pick<Member, 'token'> & { account: Pick<Account, 'id'> }): Promise<{ token: string; id: string; email: string }> {
  const email = uniqueEmail('teammate');
  const invitation = await callOk(app, endpoints.invite, { body: { accountId: member.account.id, email }, token: member.token });
  const identity = await signUp(app, email);
  await callOk(app, endpoints.joinAccount, { params: { id: member.account.id }, body: { userId: identity.id, token: invitation.token }, token: identity.token });
  return identity;
}
