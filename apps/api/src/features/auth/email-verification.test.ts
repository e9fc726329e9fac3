import { endpoints } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptureMailer } from '../../test/capture-mailer';
import { registerMember, signUp, uniqueEmail } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';

const mailer = createCaptureMailer();
const boss = uniqueEmail('boss');
const lateBoss = uniqueEmail('late-boss');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer, env: { ADMIN_EMAILS: `${boss},${lateBoss}` } });
});
afterAll(() => t.close());

const me = async (token: string) => (await call(t.app, endpoints.getMe, { token })).json();
/** Opens a mailed link as the browser would (only its path and query reach the server). */
const open = (link: string) => {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

describe('ADMIN_EMAILS', () => {
  it('makes the very first user the bootstrap admin without any verification', async () => {
    const first = await registerMember(t.app, uniqueEmail('first'));
    expect(first.user.isAdmin).toBe(true);
    await t.app.jobs.drain();
    expect(mailer.lastTo(first.email)).toBeUndefined();
  });

  it('makes a listed address an admin only once its verification link is opened', async () => {
    const listed = await registerMember(t.app, boss.toUpperCase());
    expect(listed.user.isAdmin).toBe(false);
    expect(listed.account.isActive).toBe(false);
    await t.app.jobs.drain();
    const mail = mailer.lastTo(boss)!;
    expect(mail.subject).toMatch(/confirm your email/i);
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/api\/auth\/verify-email\?token=/);

    // A forged token proves nothing.
    const forged = await open(mail.link!.replace(/token=[^&]+/, 'token=forged'));
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toMatch(/error=/);
    expect((await me(listed.token)).user.isAdmin).toBe(false);

    const opened = await open(mail.link!);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    const after = await me(listed.token);
    expect(after.user.isAdmin).toBe(true);
    expect(after.account.isActive).toBe(true);
  });

  it('grants admin at record creation to a listed address verified before it finished registering', async () => {
    const identity = await signUp(t.app, lateBoss);
    await t.app.jobs.drain();
    expect((await open(mailer.lastTo(lateBoss)!.link!)).statusCode).toBe(302);
    const account = (await call(t.app, endpoints.createAccount, { body: { name: 'Late Co' }, token: identity.token })).json();
    const user = await call(t.app, endpoints.createUser, {
      body: { id: identity.id, name: 'Late', lastname: 'Boss', account: account.id, email: identity.email },
      token: identity.token,
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().isAdmin).toBe(true);
  });

  it('sends no verification mail to addresses that are not listed, and they stay members', async () => {
    const member = await registerMember(t.app, uniqueEmail('member'));
    expect(member.user.isAdmin).toBe(false);
    await t.app.jobs.drain();
    expect(mailer.lastTo(member.email)).toBeUndefined();
  });
});
