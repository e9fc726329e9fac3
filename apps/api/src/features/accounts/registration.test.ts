import { endpoints, MESSAGES } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActiveMember, registerMember, signUp, teammateOf, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => t.close());

/** The register screen's second step, sent as given (tests send what the screen never would). */
const createAccount = (body: object, token: string) => call(t.app, endpoints.createAccount, { body, token });
const createUser = (body: object, token: string) => call(t.app, endpoints.createUser, { body, token });

describe('registration records', () => {
  it('makes the first user of the instance a site admin with an active account', async () => {
    const first = await registerMember(t.app, uniqueEmail('first'));
    expect(first.user.isAdmin).toBe(true);
    const [account] = (await call(t.app, endpoints.getAccount, { params: { id: first.account.id }, token: first.token })).json();
    expect(account.isActive).toBe(true);
  });

  it('creates later users as members of an inactive account with the spec defaults, email lowercased', async () => {
    const email = uniqueEmail('Mixed.Case');
    const member = await registerMember(t.app, email.toUpperCase(), 'Acme Corp');
    expect(member.user).toMatchObject({ email: email.toLowerCase(), isAdmin: false, name: 'Test', lastname: 'User', company: 'Acme Corp' });
    expect(member.account).toMatchObject({ name: 'Acme Corp', credits: 1, isActive: false, membership: null, creditBased: true, onboarded: false, users: [] });
    const me = (await call(t.app, endpoints.getMe, { token: member.token })).json();
    expect(me.account.users).toEqual([member.user.id]);
  });

  it('makes the creator of an account its owner; a member who joins later is not', async () => {
    const creator = await registerActiveMember(t.app, uniqueEmail('creator'));
    expect((await call(t.app, endpoints.getMe, { token: creator.token })).json().account.ownerId).toBe(creator.user.id);
    const teammate = await teammateOf(t.app, creator);
    const me = (await call(t.app, endpoints.getMe, { token: teammate.token })).json();
    expect(me.account).toMatchObject({ id: creator.account.id, ownerId: creator.user.id });
    expect(me.user.id).toBe(teammate.id);
  });

  it('makes the emails in ADMIN_EMAILS admins only once verified (features/auth/email-verification.test.ts)', async () => {
    expect((await registerMember(t.app, 'Boss@Example.com')).user.isAdmin).toBe(false);
  });

  it('ignores privileged fields sent by the client', async () => {
    const identity = await signUp(t.app, uniqueEmail());
    const res = await createAccount({ name: 'Sneaky', credits: 1000, isActive: true, membership: 'agency' }, identity.token);
    expect(res.json()).toMatchObject({ credits: 1, isActive: false, membership: null });
    const user = await createUser({ id: identity.id, name: 'S', lastname: 'N', account: res.json().id, email: identity.email, isAdmin: true }, identity.token);
    expect(user.json().isAdmin).toBe(false);
  });

  it("refuses another identity's id or email, and an account the caller did not create", async () => {
    const victim = await registerMember(t.app);
    const identity = await signUp(t.app, uniqueEmail());
    const own = (await createAccount({ name: 'Mine' }, identity.token)).json();
    const body = { id: identity.id, name: 'A', lastname: 'B', account: own.id, email: identity.email };
    expect((await createUser({ ...body, id: victim.user.id }, identity.token)).statusCode).toBe(403);
    expect((await createUser({ ...body, email: victim.email }, identity.token)).statusCode).toBe(403);
    const joinVictim = await createUser({ ...body, account: victim.account.id }, identity.token);
    expect(joinVictim.statusCode).toBe(403);
    expect((await createUser(body, identity.token)).statusCode).toBe(201);
  });

  it('answers malformed bodies with 400 in the error format', async () => {
    const identity = await signUp(t.app, uniqueEmail());
    const res = await createAccount({ name: '   ' }, identity.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('company name'), field: 'body.name' });
    const bad = await createUser({ id: identity.id, email: 'not-an-email' }, identity.token);
    expect(bad.statusCode).toBe(400);
  });

  it('lets an inactive account read its own records but refuses its product calls', async () => {
    const member = await registerMember(t.app);
    expect((await call(t.app, endpoints.getAccount, { params: { id: member.account.id }, token: member.token })).statusCode).toBe(200);
    const users = await call(t.app, endpoints.listAccountUsers, { params: { id: member.account.id }, token: member.token });
    expect(users.statusCode).toBe(403);
    expect(users.json().error).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.notActivated });
  });
});
