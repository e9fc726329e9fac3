import { endpoints } from '@persona/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember, signUp, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from './password-hash';
import { COMMON_PASSWORD_COUNT, PASSWORD_MATCHES_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE, passwordProblem } from './password-policy';

const mailer = createCaptureMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const signUpWith = (email: string, password: string) =>
  call(t.app, endpoints.signUpWithEmail, { body: { email, password, name: 'Pat', lastname: 'Person' } });
const signIn = (email: string, password: string) => call(t.app, endpoints.signInWithEmail, { body: { email, password } });
const resetTo = async (email: string, newPassword: string) => {
  expect((await call(t.app, endpoints.requestPasswordReset, { body: { email, redirectTo: '/reset' } })).statusCode).toBe(200);
  await t.app.jobs.drain();
  const token = new URL(mailer.lastTo(email)!.link!).searchParams.get('token')!;
  return call(t.app, endpoints.resetPassword, { body: { token, newPassword } });
};

const tooCommon = { error: { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON_MESSAGE } };
const matchesEmail = { error: { code: 'PASSWORD_MATCHES_EMAIL', message: PASSWORD_MATCHES_EMAIL_MESSAGE } };

describe('the password rule', () => {
  const ranked = dictionary['passwords-common'];

  it(`refuses each of the ${COMMON_PASSWORD_COUNT.toLocaleString('en')} most common passwords long enough to be allowed at all, in any case`, async () => {
    const candidates = ranked.slice(0, COMMON_PASSWORD_COUNT).filter((p) => p.length >= 8);
    expect(candidates.length).toBeGreaterThan(3000);
    for (const password of candidates) expect((await passwordProblem(password))?.code).toBe('PASSWORD_TOO_COMMON');
    expect((await passwordProblem('PassWord1'))?.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('accepts a password beyond the first 10,000 and one of its own', async () => {
    const beyond = ranked.slice(COMMON_PASSWORD_COUNT).find((p) => p.length >= 8 && !ranked.slice(0, COMMON_PASSWORD_COUNT).includes(p))!;
    expect(await passwordProblem(beyond)).toBeNull();
    expect(await passwordProblem('lantern-orbit-quietly')).toBeNull();
  });

  it('refuses the email and its part before the @, in any case; leaves the length rule to the identity layer', async () => {
    expect((await passwordProblem('Jo.Smith@Example.com', 'jo.smith@example.com'))?.code).toBe('PASSWORD_MATCHES_EMAIL');
    expect((await passwordProblem('JO.SMITH.1977', 'jo.smith.1977@example.com'))?.code).toBe('PASSWORD_MATCHES_EMAIL');
    expect(await passwordProblem('jo.smith.1977!', 'jo.smith.1977@example.com')).toBeNull();
    expect(await passwordProblem('1234567')).toBeNull();
  });
});

describe('new passwords on sign-up and reset', () => {
  it.each(['password1', 'PASSWORD1', 'iloveyou', 'baseball1', 'qwertyuiop'])('refuses the common password %s at sign-up', async (password) => {
    const res = await signUpWith(uniqueEmail('common'), password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooCommon);
  });

  it('refuses the email, or its part before the @, as the password at sign-up', async () => {
    const email = uniqueEmail('jordan.lee');
    const asEmail = await signUpWith(email, email.toUpperCase());
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json()).toEqual(matchesEmail);
    const asLocalPart = await signUpWith(email, email.split('@')[0]!);
    expect(asLocalPart.json()).toEqual(matchesEmail);
    expect((await signUpWith(email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the length message for a short password', async () => {
    const res = await signUpWith(uniqueEmail(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/password too short/i);
  });

  it('refuses a common password and the own email on reset, and the link still works for a good one', async () => {
    const member = await registerMember(t.app);
    const common = await resetTo(member.email, 'sunshine1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(tooCommon);
    const own = await resetTo(member.email, member.email);
    expect(own.json()).toEqual(matchesEmail);
    expect((await resetTo(member.email, 'a-much-better-one')).statusCode).toBe(200);
    expect((await signIn(member.email, 'a-much-better-one')).statusCode).toBe(200);
  });
});

describe('Unicode normalisation', () => {
  const nfc = 'Crème-brûlée-Café'.normalize('NFC');
  const nfd = nfc.normalize('NFD');

  it('signs in with the NFC form of a password registered as NFD, and the other way round', async () => {
    expect(nfd).not.toBe(nfc);
    const typedNfd = uniqueEmail('nfd');
    await signUp(t.app, typedNfd, nfd);
    expect((await signIn(typedNfd, nfc)).statusCode).toBe(200);
    expect((await signIn(typedNfd, nfd)).statusCode).toBe(200);
    const typedNfc = uniqueEmail('nfc');
    await signUp(t.app, typedNfc, nfc);
    expect((await signIn(typedNfc, nfd)).statusCode).toBe(200);
    expect((await signIn(typedNfc, 'Creme-brulee-Cafe')).statusCode).toBe(401);
  });

  it('hashes NFC, and still verifies a hash stored before normalisation against the characters as typed', async () => {
    expect(await verifyPassword({ hash: await hashPassword(nfd), password: nfc })).toBe(true);
    const { hash } = await import('@node-rs/argon2');
    const legacy = await hash(nfd, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword({ hash: legacy, password: nfd })).toBe(true);
  });
});
