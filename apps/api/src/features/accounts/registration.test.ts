import { MESSAGES } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, registerMember, signUp, uniqueEmail } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => t.close());

describe('registration records', () => {
  it('makes the first user of the instance a site admin with an active account', async () => {
    const first = await registerMember(t.app, uniqueEmail('first'));
    expect(first.user.isAdmin).toBe(true);
    const [account] = (await t.app.inject({ method: 'GET', url: `/api/accounts/${first.account.id}`, headers: bearer(first.token) })).json();
    expect(account.isActive).toBe(true);
  });

  it('creates later users as members of an inactive account with the spec defaults, email lowercased', async () => {
    const email = uniqueEmail('Mixed.Case');
    const member = await registerMember(t.app, email.toUpperCase(), 'Acme Corp');
    expect(member.user).toMatchObject({ email: email.toLowerCase(), isAdmin: false, name: 'Test', lastname: 'User', company: 'Acme Corp' });
    expect(member.account).toMatchObject({ name: 'Acme Corp', credits: 1, isActive: false, membership: null, creditBased: true, onboarded: false, users: [] });
    const me = (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(member.token) })).json();
    expect(me.account.users).toEqual([member.user.id]);
  });

  it('makes the emails in ADMIN_EMAILS admins', async () => {
    expect((await registerMember(t.app, 'Boss@Example.com')).user.isAdmin).toBe(true);
  });

  it('ignores privileged fields sent by the client', async () => {
    const identity = await signUp(t.app, uniqueEmail());
    const res = await post(t.app, '/api/accounts', { name: 'Sneaky', credits: 1000, isActive: true, membership: 'agency' }, identity.token);
    expect(res.json()).toMatchObject({ credits: 1, isActive: false, membership: null });
    const user = await post(t.app, '/api/accounts/user', { id: identity.id, name: 'S', lastname: 'N', account: res.json().id, email: identity.email, isAdmin: true }, identity.token);
    expect(user.json().isAdmin).toBe(false);
  });

  it("refuses another identity's id or email, and an account the caller did not create", async () => {
    const victim = await registerMember(t.app);
    const identity = await signUp(t.app, uniqueEmail());
    const own = (await post(t.app, '/api/accounts', { name: 'Mine' }, identity.token)).json();
    const body = { id: identity.id, name: 'A', lastname: 'B', account: own.id, email: identity.email };
    expect((await post(t.app, '/api/accounts/user', { ...body, id: victim.user.id }, identity.token)).statusCode).toBe(403);
    expect((await post(t.app, '/api/accounts/user', { ...body, email: victim.email }, identity.token)).statusCode).toBe(403);
    const joinVictim = await post(t.app, '/api/accounts/user', { ...body, account: victim.account.id }, identity.token);
    expect(joinVictim.statusCode).toBe(403);
    expect((await post(t.app, '/api/accounts/user', body, identity.token)).statusCode).toBe(201);
  });

  it('answers malformed bodies with 400 in the error format', async () => {
    const identity = await signUp(t.app, uniqueEmail());
    const res = await post(t.app, '/api/accounts', { name: '   ' }, identity.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('company name'), field: 'body.name' });
    const bad = await post(t.app, '/api/accounts/user', { id: identity.id, email: 'not-an-email' }, identity.token);
    expect(bad.statusCode).toBe(400);
  });

  it('lets an inactive account read its own records but refuses its product calls', async () => {
    const member = await registerMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}`, headers: bearer(member.token) })).statusCode).toBe(200);
    const users = await t.app.inject({ method: 'GET', url: `/api/accounts/${member.account.id}/users`, headers: bearer(member.token) });
    expect(users.statusCode).toBe(403);
    expect(users.json().error.message).toBe(MESSAGES.notActivated);
  });
});
