import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember } from '../../test/auth-helpers';
import { bearer, call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("other sessions' tokens", () => {
  it('are never answered: list-sessions and get-session are not exposed, and no identity answer carries them', async () => {
    const member = await registerMember(t.app);
    const other = (await call(t.app, endpoints.signInWithEmail, { body: { email: member.email, password: PASSWORD } })).json().token as string;
    expect(other).not.toBe(member.token);

    for (const url of ['/api/auth/list-sessions', '/api/auth/get-session', '/api/auth/list-accounts', '/api/auth/session']) {
      for (const headers of [bearer(member.token), { ...bearer(member.token), origin: 'http://portal.test', cookie: 'x=1' }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain(other);
        expect(res.body).not.toContain(member.token);
        expect(res.headers['set-auth-token']).toBeUndefined();
      }
    }
    const me = await call(t.app, endpoints.getMe, { token: member.token });
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain(other);
    expect(me.body).not.toContain(member.token);
  });
});
