import { endpoints, MESSAGES, type Invitation } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../accounts';
import { createCallers, registerMember, activate, signUp, uniqueEmail, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { MailMessage } from '../../lib/mail/mailer';
import { invitations } from './invitations.tables';
import { TOO_MANY_INVITATIONS } from './invitations.service';

/** A capturing mailer that can be told to fail its next sends. */
const captured = createCaptureMailer();
let failNext = 0;
const mailer = {
  send: async (message: MailMessage) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('SMTP is down');
    }
    await captured.send(message);
  },
};
/** Mails are jobs: those due run first. */
const mailsTo = async (email: string) => {
  await t.app.jobs.drain();
  return captured.sent.filter((m) => m.to === email).length;
};

let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };
beforeAll(async () => {
  t = await createTestApp({
    mailer,
    env: { MAIL_RETRY_DELAY_MS: '100', INVITE_RATE_LIMIT_MEMBER_MAX: '6', INVITE_RATE_LIMIT_ADDRESS_MAX: '3', INVITE_MAIL_INTERVAL_MS: '1000' },
  });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const inviteAs = (caller: Member, email: string) => call(t.app, endpoints.invite, { token: caller.token, body: { accountId: caller.account.id, email } });
const deleteAs = (token: string, as: { token: string }) => call(t.app, endpoints.deleteInvitation, { params: { token }, token: as.token });

async function activeMember(): Promise<Member> {
  const member = await registerMember(t.app, uniqueEmail('inviter'), 'Inviting Co');
  await activate(t.app, member.account.id);
  return member;
}

describe('invitation mails', () => {
  it('go out at most once per account and address per interval; the invite answers 201 with the invitation each time', async () => {
    const email = uniqueEmail('again');
    const first = await inviteAs(callers.member, email);
    const second = await inviteAs(callers.member, email);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toMatchObject({ token: first.json().token, email });
    expect(await mailsTo(email)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await inviteAs(callers.member, email)).statusCode).toBe(201);
    expect(await mailsTo(email)).toBe(2);
  });

  it('are sent by a later try when the mail server fails: the invite succeeds, and the mail arrives once', async () => {
    const email = uniqueEmail('smtp-down');
    failNext = 1;
    expect((await inviteAs(callers.member, email)).statusCode).toBe(201);
    await expect.poll(() => mailsTo(email), { timeout: 30_000, interval: 100 }).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });
});

describe('invitation limits', () => {
  it('refuses a member past INVITE_RATE_LIMIT_MEMBER_MAX an hour with 429 and Retry-After; other members are not affected', async () => {
    const inviter = await activeMember();
    for (let i = 0; i < 6; i++) expect((await inviteAs(inviter, uniqueEmail(`batch-${i}`))).statusCode).toBe(201);
    const refused = await inviteAs(inviter, uniqueEmail('one-too-many'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_INVITATIONS } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await inviteAs(callers.other, uniqueEmail('unaffected'))).statusCode).toBe(201);
  });

  it('refuses an address invited INVITE_RATE_LIMIT_ADDRESS_MAX times a day, whichever accounts invite it', async () => {
    const email = uniqueEmail('popular');
    const [first, second] = [await activeMember(), await activeMember()];
    expect((await inviteAs(first, email)).statusCode).toBe(201);
    expect((await inviteAs(first, email)).statusCode).toBe(201);
    expect((await inviteAs(second, email)).statusCode).toBe(201);
    const refused = await inviteAs(second, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo(email)).toBe(2);
  });
});

describe('a deactivated account', () => {
  it("can no longer delete its invitations, while the invitee still can decline", async () => {
    const member = await activeMember();
    const invitation = (await inviteAs(member, uniqueEmail('pending'))).json() as Invitation;
    await t.app.database.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, member.account.id));

    const refused = await deleteAs(invitation.token, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.notActivated });
    expect(await t.app.database.db.select().from(invitations).where(eq(invitations.token, invitation.token))).toHaveLength(1);
    expect((await inviteAs(member, uniqueEmail('more'))).statusCode).toBe(403);

    const invitee = await signUp(t.app, invitation.email);
    expect((await deleteAs(invitation.token, invitee)).statusCode).toBe(204);
    expect(await t.app.database.db.select().from(invitations).where(eq(invitations.token, invitation.token))).toHaveLength(0);
  });
});
