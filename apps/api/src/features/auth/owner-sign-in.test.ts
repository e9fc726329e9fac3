import { endpoints } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../lib/app-secret';
import { PASSWORD, registerMember, signInFrom, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authUsers } from './auth.tables';
import { createDeviceTokens } from './device-token';

/**
 * The owner is never locked out (NIST SP 800-63B): after a flood of guesses from strangers' addresses past the
 * email's ceiling, a stranger's right password is still refused, while the owner gets in at once from a known
 * address, from a known device (its device token) and, from anywhere new, through a sign-in link.
 */
const EMAIL_CEILING = 12;
const PAIR_MAX = 5;
const mailer = createCaptureMailer();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    mailer,
    env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: String(PAIR_MAX), AUTH_RATE_LIMIT_EMAIL_MAX: String(EMAIL_CEILING) },
  });
});
afterAll(() => t.close());

const HOME = '198.51.100.1';
const deviceTokenOf = (answer: LightMyRequestResponse): string => {
  expect(answer.statusCode).toBe(200);
  const { deviceToken } = answer.json<{ deviceToken?: string }>();
  expect(deviceToken).toEqual(expect.any(String));
  return deviceToken!;
};

function expectSignInLimited(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json().error.code).toBe('SIGN_IN_LIMITED');
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

/** An owner who signed in at home (a known address, and a device token), then 60 wrong guesses from 60 strangers' addresses. */
async function floodedOwner(network: number): Promise<Member & { deviceToken: string }> {
  const owner = await registerMember(t.app);
  const deviceToken = deviceTokenOf(await signInFrom(t.app, HOME, owner.email, PASSWORD));
  const guesses: LightMyRequestResponse[] = [];
  for (let i = 1; i <= 60; i++) guesses.push(await signInFrom(t.app, `203.0.${network}.${i}`, owner.email, `guess-${i}`));
  expect(guesses.filter((g) => g.statusCode === 401)).toHaveLength(EMAIL_CEILING);
  for (const refused of guesses.filter((g) => g.statusCode !== 401)) expectSignInLimited(refused);
  return { ...owner, deviceToken };
}

const me = (token: string) => call(t.app, endpoints.getMe, { token });

describe('after a flood of stranger guesses past the email ceiling', () => {
  let owner: Member & { deviceToken: string };
  beforeAll(async () => {
    owner = await floodedOwner(113);
  });

  it("still refuses a stranger's correct password (the ceiling holds)", async () => {
    expectSignInLimited(await signInFrom(t.app, '192.0.2.200', owner.email, PASSWORD));
  });

  it('lets the owner in at once from an address they signed in from', async () => {
    const answer = await signInFrom(t.app, HOME, owner.email, PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect((await me(answer.json().token)).statusCode).toBe(200);
  });

  it('lets the owner in at once from a new address with the device token of an earlier sign-in, and gives a fresh one', async () => {
    const answer = await signInFrom(t.app, '192.0.2.201', owner.email, PASSWORD, owner.deviceToken);
    const fresh = deviceTokenOf(answer);
    expect(fresh).not.toBe(owner.deviceToken);
    expect((await me(answer.json().token)).statusCode).toBe(200);
    expect((await signInFrom(t.app, '192.0.2.202', owner.email, PASSWORD, fresh)).statusCode).toBe(200);
  });

  it("gives nothing for a forged device token, another user's, one for a former holder of the email, or one signed with another secret", async () => {
    const [header, payload, signature] = owner.deviceToken.split('.') as [string, string, string];
    const forgedSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherUser = await registerMember(t.app);
    const othersToken = deviceTokenOf(await signInFrom(t.app, HOME, otherUser.email, PASSWORD));
    const formerHolder = await createDeviceTokens(resolveAuthSecret(t.app.config)).issue({ id: 'a-deleted-identity', email: owner.email });
    const otherSecret = await createDeviceTokens('another-portal-secret').issue({ id: owner.user.id, email: owner.email });
    for (const deviceToken of [forgedSignature, othersToken, formerHolder, otherSecret, 'not-a-token']) {
      expectSignInLimited(await signInFrom(t.app, '192.0.2.203', owner.email, PASSWORD, deviceToken));
    }
  });

  it('limits failures with one device token on their own: past them the token counts as none', async () => {
    const spare = deviceTokenOf(await signInFrom(t.app, HOME, owner.email, PASSWORD));
    const locked = deviceTokenOf(await signInFrom(t.app, HOME, owner.email, PASSWORD));
    // The pair limit (PAIR_MAX) and the email ceiling do not apply to a device token's guesses: its own count does.
    for (let i = 0; i < PAIR_MAX; i++) expect((await signInFrom(t.app, '192.0.2.204', owner.email, `typo-${i}`, locked)).statusCode).toBe(401);
    expectSignInLimited(await signInFrom(t.app, '192.0.2.204', owner.email, PASSWORD, locked));
    // Another device of the owner's keeps its own count.
    expect((await signInFrom(t.app, '192.0.2.204', owner.email, PASSWORD, spare)).statusCode).toBe(200);
  });
});

describe('a sign-in link after a flood', () => {
  const requestLink = (email: string, address: string) =>
    call(t.app, endpoints.requestSignInLink, { headers: { 'x-forwarded-for': address }, body: { email } });
  const followLink = async (email: string, address: string) => {
    await t.app.jobs.drain();
    const token = new URL(mailer.lastTo(email)!.link!).searchParams.get('token')!;
    return call(t.app, endpoints.signInWithLink, { headers: { 'x-forwarded-for': address }, query: { token } });
  };

  it('signs the owner in at once from a new address, with a device token; an email never proven loses its password', async () => {
    const owner = await floodedOwner(114);
    expect((await requestLink(owner.email, '192.0.2.210')).json()).toEqual({ status: true });
    const answer = await followLink(owner.email, '192.0.2.210');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ user: { id: owner.user.id, email: owner.email }, hasPassword: false, deviceToken: expect.any(String) });
    expect((await me(answer.json().token)).json().user.id).toBe(owner.user.id);
    // better-auth hands a proven mailbox an account without what was set before the proof (a squatter's password, sessions).
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await signInFrom(t.app, HOME, owner.email, PASSWORD)).statusCode).toBe(401);
  });

  it('keeps the password of a proven email, and makes the address known: the password works there despite the ceiling', async () => {
    const owner = await floodedOwner(115);
    await t.app.database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, owner.user.id));
    expectSignInLimited(await signInFrom(t.app, '192.0.2.220', owner.email, PASSWORD));
    await requestLink(owner.email, '192.0.2.220');
    const answer = await followLink(owner.email, '192.0.2.220');
    expect(answer.json()).toMatchObject({ user: { id: owner.user.id }, hasPassword: true });
    expect((await me(owner.token)).statusCode).toBe(200);
    expect((await signInFrom(t.app, '192.0.2.220', owner.email, PASSWORD)).statusCode).toBe(200);
  });
});
