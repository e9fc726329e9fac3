import { endpoints, signedInSession } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_NOT_FOUND } from './security.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, endpoints.getMe, { token });
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

/** A second sign-in of the member, from a phone at another address. */
const signInFromPhone = async (email: string) =>
  signedInSession(
    await callOk(t.app, endpoints.signInWithEmail, { body: { email, password: PASSWORD }, headers: { 'user-agent': PHONE, 'x-forwarded-for': '198.51.100.7' } }),
  ).token;

describe("the caller's sessions", () => {
  it('lists each with its device, address and last use, and marks this one', async () => {
    const member = await registerMember(t.app);
    await signInFromPhone(member.email);
    const { sessions } = await callOk(t.app, endpoints.listSessions, { token: member.token });
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => s.userAgent === PHONE)!;
    expect(phone).toMatchObject({ ipAddress: '198.51.100.7', current: false, lastSeenAt: expect.any(String) });
    // Nobody else's sessions are listed.
    const other = await registerMember(t.app);
    expect((await callOk(t.app, endpoints.listSessions, { token: other.token })).sessions).toHaveLength(1);
  });

  it('ends another session of the caller, which is refused at once', async () => {
    const member = await registerMember(t.app);
    const phoneToken = await signInFromPhone(member.email);
    expect((await me(phoneToken)).statusCode).toBe(200);
    const { sessions } = await callOk(t.app, endpoints.listSessions, { token: member.token });
    const phone = sessions.find((s) => !s.current)!;
    const ended = await call(t.app, endpoints.endSession, { params: { id: phone.id }, token: member.token });
    expect(ended.statusCode).toBe(204);
    // Within the identity cache's time to live: the end forgot the cached identity.
    expect((await me(phoneToken)).statusCode).toBe(401);
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session, and leaves it alone", async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const [theirs] = (await callOk(t.app, endpoints.listSessions, { token: other.token })).sessions;
    const res = await call(t.app, endpoints.endSession, { params: { id: theirs!.id }, token: member.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: SESSION_NOT_FOUND } });
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('ends the current session too, which signs it out', async () => {
    const member = await registerMember(t.app);
    const [current] = (await callOk(t.app, endpoints.listSessions, { token: member.token })).sessions;
    expect((await call(t.app, endpoints.endSession, { params: { id: current!.id }, token: member.token })).statusCode).toBe(204);
    expect((await me(member.token)).statusCode).toBe(401);
  });
});
