import { endpointPath, endpoints } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../../test/call';
import { startMockOidc, type MockOidc } from '../../test/fakes/mock-oidc';
import { createTestApp, type TestApp } from '../../test/test-app';

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
