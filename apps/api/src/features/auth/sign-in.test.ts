import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember, signUp, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TOO_MANY_SIGN_INS } from './auth-rate-limit';
import { authAccounts } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => call(t.app, endpoints.signInWithEmail, { body: { email, password } });
const me = (token: string) => call(t.app, endpoints.getMe, { token });

describe('email and password sign-in', () => {
  it('signs in with the right password, case-insensitively, and returns a bearer token', async () => {
    const member = await registerMember(t.app);
    const res = await signIn(member.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().user.id).toBe(member.user.id);
  });

  it('answers a wrong password with 401 in the error format', async () => {
    const member = await registerMember(t.app);
    const res = await signIn(member.email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(/invalid email or password/i) } });
  });

  it('refuses passwords outside 8 to 128 characters with the policy message', async () => {
    const short = await call(t.app, endpoints.signUpWithEmail, { body: { email: uniqueEmail(), password: 'short', name: 'A', lastname: 'B' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/password too short/i);
    const long = await call(t.app, endpoints.signUpWithEmail, { body: { email: uniqueEmail(), password: 'x'.repeat(129), name: 'A', lastname: 'B' } });
    expect(long.statusCode).toBe(400);
  });

  it('stores passwords as argon2id hashes only', async () => {
    const identity = await signUp(t.app, uniqueEmail());
    const [row] = await t.app.database.db.select().from(authAccounts).where(eq(authAccounts.userId, identity.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('revokes the session on sign-out', async () => {
    const member = await registerMember(t.app);
    const out = await call(t.app, endpoints.signOut, { token: member.token, body: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('refuses a forged or unknown bearer token', async () => {
    expect((await me('forged-token')).statusCode).toBe(401);
  });

  it('answers the 11th rapid failed login for one email with 429', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(member.email, `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await signIn(member.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'SIGN_IN_LIMITED', message: TOO_MANY_SIGN_INS } });
  });

  it('answers a malformed sign-in body with 400 in the error format', async () => {
    const res = await call(t.app, endpoints.signInWithEmail, { headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
