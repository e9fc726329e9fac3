import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerMember, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';

const mailer = createCaptureMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const requestReset = (email: string) => call(t.app, endpoints.requestPasswordReset, { body: { email, redirectTo: '/reset' } });
const resetPassword = (token: string, newPassword: string) => call(t.app, endpoints.resetPassword, { body: { token, newPassword } });
const signIn = (email: string, password: string) => call(t.app, endpoints.signInWithEmail, { body: { email, password } });
/** The mails are jobs: run them, then read the newest to email. */
const tokenFrom = async (email: string) => {
  await t.app.jobs.drain();
  return new URL(mailer.lastTo(email)!.link!).searchParams.get('token')!;
};

describe('password reset', () => {
  it('answers the same for registered and unknown emails, and mails only the registered one', async () => {
    const member = await registerMember(t.app);
    const known = await requestReset(member.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await t.app.jobs.drain();
    expect(mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
    expect(mailer.lastTo(member.email)!.link).toMatch(/^http:\/\/portal\.test\/reset\?token=/);
  });

  it('sets the new password once: the old one stops working, sessions are revoked, the link cannot be reused', async () => {
    const member = await registerMember(t.app);
    await requestReset(member.email);
    const token = await tokenFrom(member.email);
    const reset = await resetPassword(token, 'brand-new-password');
    expect(reset.statusCode).toBe(200);
    expect((await signIn(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(member.email, 'brand-new-password')).statusCode).toBe(200);
    expect((await call(t.app, endpoints.getMe, { token: member.token })).statusCode).toBe(401);
    const again = await resetPassword(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toEqual(expect.any(String));
  });

  it('refuses a made-up token', async () => {
    expect((await resetPassword('made-up', 'whatever-123')).statusCode).toBe(400);
  });

  it('limits reset requests per email', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i++) expect((await requestReset(email)).statusCode).toBe(200);
    expect((await requestReset(email)).statusCode).toBe(429);
  });
});
