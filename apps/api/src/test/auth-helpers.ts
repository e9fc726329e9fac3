import type { Account, User } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { accounts } from '../features/accounts/accounts.tables';

export const PASSWORD = 'password-123';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++sequence}@example.com`;

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
}

/** Creates an identity through better-auth, as the register screen's first call does. */
export async function signUp(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await post(app, '/api/auth/sign-up/email', { email, password, name: 'Test', lastname: 'User' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: string; user: { id: string; email: string } };
  return { token: body.token, id: body.user.id, email: body.user.email };
}

export interface Member {
  token: string;
  user: User;
  account: Account;
  email: string;
}

/** The whole register flow: identity, then POST /api/accounts, then POST /api/accounts/user. */
export async function registerMember(app: FastifyInstance, email = uniqueEmail(), company = 'Acme'): Promise<Member> {
  const identity = await signUp(app, email);
  const accountRes = await post(app, '/api/accounts', { name: company }, identity.token);
  expect(accountRes.statusCode, accountRes.body).toBe(201);
  const account = accountRes.json() as Account;
  const userRes = await post(app, '/api/accounts/user', { id: identity.id, name: 'Test', lastname: 'User', account: account.id, email: identity.email, company }, identity.token);
  expect(userRes.statusCode, userRes.body).toBe(201);
  return { token: identity.token, user: userRes.json() as User, account, email: identity.email };
}

/** An admin's activation, done straight in the database (the admin screens come in a later issue). */
export async function activate(app: FastifyInstance, accountId: string) {
  await app.database.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, accountId));
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
