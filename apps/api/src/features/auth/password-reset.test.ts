import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, post, registerMember, uniqueEmail } from '../../test/auth-helpers';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';

const mailer = createCaptureMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const requestReset = (email: string) => post(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset' });
const tokenFrom = (email: string) => new URL(mailer.lastTo(email)!.link!).searchParams.get('token')!;

describe('password reset', () => {
  it('answers the same for registered and unknown emails, and mails only the registered one', async () => {
    const member = await registerMember(t.app);
    const known = await requestReset(member.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
    expect(mailer.lastTo(member.email)!.link).toMatch(/^http:\/\/portal\.test\/reset\?token=/);
  });

  it('sets the new password once: the old one stops working, sessions are revoked, the link cannot be reused', async () => {
    const member = await registerMember(t.app);
    await requestReset(member.email);
    const token = tokenFrom(member.email);
    const reset = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/sign-in/email', { email: member.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/sign-in/email', { email: member.email, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(member.token) })).statusCode).toBe(401);
    const again = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toEqual(expect.any(String));
  });

  it('refuses a made-up token', async () => {
    expect((await post(t.app, '/api/auth/reset-password', { token: 'made-up', newPassword: 'whatever-123' })).statusCode).toBe(400);
  });

  it('limits reset requests per email', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i++) expect((await requestReset(email)).statusCode).toBe(200);
    expect((await requestReset(email)).statusCode).toBe(429);
  });
});
