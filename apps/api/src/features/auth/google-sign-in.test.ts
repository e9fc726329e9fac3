import { endpointPath, endpoints, MESSAGES, needsSecondStep } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerActiveMember, uniqueEmail } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { startMockOidc, type MockOidc } from '../../test/fakes/mock-oidc';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolTwoFactor } from '../../test/two-factor-helpers';
import { authUsers } from './auth.tables';

let oidc: MockOidc;
let t: TestApp;
beforeAll(async () => {
  oidc = await startMockOidc();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer } });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map((c) => c.split(';')[0]).join('; ');

/** Runs the browser's part of the redirect flow and returns the bearer token the SPA would get. */
async function googleSignIn(app: FastifyInstance, user: { email: string; given_name: string; family_name: string }) {
  await fetch(`${oidc.issuer}/__next-user`, { method: 'POST', body: JSON.stringify(user) });
  const start = await call(app, endpoints.startSocialSignIn, { body: { provider: 'google', callbackURL: '/?auth=google' } });
  expect(start.statusCode, start.body).toBe(200);
  const atProvider = await fetch(start.json().url, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.pathname).toBe(endpointPath(endpoints.providerCallback, { providerId: 'google' }));
  const back = await app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookiesOf(start.headers['set-cookie']) } });
  expect(back.statusCode, back.body).toBe(302);
  expect(back.headers.location).toMatch(/\/\?auth=google$/);
  const handoff = await call(app, endpoints.handOffSession, { headers: { cookie: cookiesOf(back.headers['set-cookie']) } });
  expect(handoff.statusCode, handoff.body).toBe(200);
  expect(String(handoff.headers['set-cookie'])).toContain('Max-Age=0');
  return handoff.json().token as string;
}

describe('Google sign-in over OpenID Connect', () => {
  it('creates the identity from the profile (email, given and family name) with no records yet', async () => {
    const token = await googleSignIn(t.app, { email: 'Grace.Hopper@Example.com', given_name: 'Grace', family_name: 'Hopper' });
    const me = await callOk(t.app, endpoints.getMe, { token });
    expect(me).toMatchObject({ identity: { email: 'grace.hopper@example.com', name: 'Grace', lastname: 'Hopper' }, user: null, account: null });
    const account = (await call(t.app, endpoints.createAccount, { body: { name: 'Navy' }, token })).json();
    const user = await call(t.app, endpoints.createUser, {
      body: { id: me.identity.id, name: 'Grace', lastname: 'Hopper', account: account.id, email: me.identity.email, company: 'Navy' },
      token,
    });
    expect(user.statusCode).toBe(201);
  });

  it('signs a returning Google user into the same identity', async () => {
    const first = await googleSignIn(t.app, { email: 'alan@example.com', given_name: 'Alan', family_name: 'Turing' });
    const second = await googleSignIn(t.app, { email: 'alan@example.com', given_name: 'Alan', family_name: 'Turing' });
    const id = async (token: string) => (await callOk(t.app, endpoints.getMe, { token })).identity.id;
    expect(await id(second)).toBe(await id(first));
  });

  it('refuses the handoff without a sign-in cookie', async () => {
    const res = await call(t.app, endpoints.handOffSession);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('Google sign-in and two-factor sign-in (docs/decisions.md)', () => {
  it("asks for no authenticator code (Google's own second factor applies), yet an account that requires two-factor sign-in holds back a member without one however they signed in", async () => {
    const owner = await registerActiveMember(t.app, uniqueEmail('owner'));
    // Google joins an existing identity only once its email is proven (as opening the verification mail does).
    await t.app.database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, owner.user.id));
    const { token } = await enrolTwoFactor(t.app, owner.token);
    await callOk(t.app, endpoints.setAccountSecurity, { params: { id: owner.account.id }, body: { requireTwoFactor: true }, token });
    const library = (accountToken: string) => call(t.app, endpoints.listAvatars, { params: { accountId: owner.account.id }, token: accountToken });

    // With a password the owner is asked for the code; through Google the same identity signs in without it, and passes.
    expect(needsSecondStep((await call(t.app, endpoints.signInWithEmail, { body: { email: owner.email, password: PASSWORD } })).json())).toBe(true);
    const ownerByGoogle = await googleSignIn(t.app, { email: owner.email, given_name: 'Test', family_name: 'User' });
    expect((await callOk(t.app, endpoints.getMe, { token: ownerByGoogle })).identity).toMatchObject({ id: owner.user.id, twoFactorEnabled: true });
    expect((await library(ownerByGoogle)).statusCode).toBe(200);

    // A teammate who signs in with Google alone has no second factor: held back until they turn one on.
    const email = uniqueEmail('google-teammate');
    const invitation = await callOk(t.app, endpoints.invite, { body: { accountId: owner.account.id, email }, token });
    const teammate = await googleSignIn(t.app, { email, given_name: 'Grace', family_name: 'Hopper' });
    const { identity } = await callOk(t.app, endpoints.getMe, { token: teammate });
    await callOk(t.app, endpoints.joinAccount, { params: { id: owner.account.id }, body: { userId: identity.id, token: invitation.token }, token: teammate });
    const refused = await library(teammate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'TWO_FACTOR_REQUIRED', message: MESSAGES.twoFactorRequired } });
    expect((await callOk(t.app, endpoints.getMe, { token: teammate })).account).toMatchObject({ id: owner.account.id, requireTwoFactor: true });
  });
});
