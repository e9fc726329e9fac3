import { endpoints, MESSAGES, type Invitation } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, signUp, uniqueEmail, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invitations } from './invitations.tables';

const mailer = createCaptureMailer();
let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };
const invalidText = MESSAGES.invalidInvitation('help@example.com');

beforeAll(async () => {
  t = await createTestApp({ mailer, env: { SUPPORT_EMAIL: 'help@example.com' } });
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

const inviteAs = (caller: Member | null, email: string, accountId = callers.member.account.id) =>
  call(t.app, endpoints.invite, { token: caller?.token, body: { accountId, email } });
/** Joins the account with an invitation token as given (a forged one included). */
const join = (accountId: string, body: object, token: string | null) => call(t.app, endpoints.joinAccount, { params: { id: accountId }, body, token });
/** The invitation a link opens, loaded without a session. */
const loadInvitation = (token: string) => call(t.app, endpoints.getInvitation, { params: { token } });
const deleteInvitation = (token: string, as?: { token: string }) => call(t.app, endpoints.deleteInvitation, { params: { token }, token: as?.token });

async function joinWith(invitation: Invitation, accountId = invitation.accountId, email = invitation.email) {
  const identity = await signUp(t.app, email);
  const res = await join(accountId, { userId: identity.id, token: invitation.token }, identity.token);
  return { identity, res };
}

describe('inviting', () => {
  it('stores the invitation and mails its link; only members of the account may invite', async () => {
    const email = uniqueEmail('Invitee');
    expect((await inviteAs(null, email)).statusCode).toBe(401);
    expect((await inviteAs(callers.other, email)).statusCode).toBe(403);
    expect((await inviteAs(callers.admin, email)).statusCode).toBe(403);
    const res = await inviteAs(callers.member, email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const invitation = res.json() as Invitation;
    expect(invitation).toMatchObject({ accountId: callers.member.account.id, accountName: 'Member Co', email: email.toLowerCase() });
    expect(invitation.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(invitation.url).toBe(`http://portal.test/invite/${invitation.accountId}/${invitation.token}`);
    expect(Math.abs(invitation.timestamp - Date.now())).toBeLessThan(60_000);
    await t.app.jobs.drain();
    expect(mailer.lastTo(email)!.text).toContain(invitation.url);
  });

  it('renews rather than piling up rows when the same email is invited twice, and mails it once', async () => {
    const email = uniqueEmail('twice');
    const first = (await inviteAs(callers.member, email)).json();
    const second = await inviteAs(callers.member, email);
    expect(second.statusCode).toBe(201);
    expect(second.json().token).toBe(first.token);
    expect(await t.app.database.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(1);
    await t.app.jobs.drain();
    expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('refuses an email that already belongs to a user', async () => {
    const res = await inviteAs(callers.member, callers.other.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    expect(res.json().error.message).toMatch(/already belongs/);
  });

  it('lists pending invitations to members and admins only', async () => {
    const list = (as?: Member) => call(t.app, endpoints.listInvitations, { params: { id: callers.member.account.id }, token: as?.token });
    expect((await list()).statusCode).toBe(401);
    expect((await list(callers.other)).statusCode).toBe(403);
    const forMember = await list(callers.member);
    expect(forMember.statusCode).toBe(200);
    expect((forMember.json() as Invitation[]).length).toBeGreaterThan(0);
    expect((await list(callers.admin)).statusCode).toBe(200);
  });
});

describe('joining', () => {
  it('loads the invitation by token without a session, joins, and uses it up', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('joiner'))).json() as Invitation;
    const loaded = await loadInvitation(invitation.token);
    expect(loaded.json()).toEqual([invitation]);
    const { identity, res } = await joinWith(invitation);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: identity.id, account: callers.member.account.id, isAdmin: false });
    const again = await loadInvitation(invitation.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: 'INVITATION_INVALID', message: invalidText });
    const users = (await call(t.app, endpoints.listAccountUsers, { params: { id: callers.member.account.id }, token: callers.member.token })).json();
    expect(users.map((u: { id: string }) => u.id)).toContain(identity.id);
  });

  it('refuses a forged join without a token, with a made-up token, or into another account', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('forged'))).json() as Invitation;
    const identity = await signUp(t.app, invitation.email);
    const patch = (accountId: string, payload: object, token: string | null = identity.token) => join(accountId, payload, token);
    expect((await patch(callers.member.account.id, { userId: identity.id }, null)).statusCode).toBe(401);
    expect((await patch(callers.member.account.id, { userId: identity.id })).statusCode).toBe(400);
    const madeUp = await patch(callers.member.account.id, { userId: identity.id, token: crypto.randomUUID() });
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().error).toMatchObject({ code: 'INVITATION_INVALID', message: invalidText });
    expect((await patch(callers.other.account.id, { userId: identity.id, token: invitation.token })).statusCode).toBe(404);
    expect((await patch(callers.member.account.id, { userId: callers.other.user.id, token: invitation.token })).statusCode).toBe(403);
  });

  it("refuses an invitation presented by another email's identity", async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('meant'))).json() as Invitation;
    const { res } = await joinWith(invitation, invitation.accountId, uniqueEmail('stranger'));
    expect(res.statusCode).toBe(404);
  });

  for (const who of ['other', 'member', 'admin'] as const) {
    it(`refuses a valid invitation presented by the ${who} caller, who already has a user record, and leaves it usable`, async () => {
      const invitation = (await inviteAs(callers.member, uniqueEmail(`not-for-${who}`))).json() as Invitation;
      const caller = callers[who];
      const res = await join(invitation.accountId, { userId: caller.user.id, token: invitation.token }, caller.token);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'ALREADY_REGISTERED', message: 'You already belong to an account.' });
      const me = (await call(t.app, endpoints.getMe, { token: caller.token })).json();
      expect(me.user).toEqual(caller.user);
      expect((await loadInvitation(invitation.token)).json()).toEqual([invitation]);
      const { identity, res: joined } = await joinWith(invitation);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({ id: identity.id, account: callers.member.account.id, isAdmin: false });
    });
  }

  it('refuses an expired invitation', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('late'))).json() as Invitation;
    await t.app.database.db.update(invitations).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(invitations.token, invitation.token));
    const expired = await loadInvitation(invitation.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('INVITATION_INVALID');
    expect((await joinWith(invitation)).res.statusCode).toBe(404);
  });
});

describe('deleting an invitation', () => {
  it('needs a session of the invitee or of a member of the account', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('del'))).json() as Invitation;
    const { token } = invitation;
    expect((await deleteInvitation(token)).statusCode).toBe(401);
    expect((await deleteInvitation(token, callers.other)).statusCode).toBe(403);
    expect((await deleteInvitation(token, callers.admin)).statusCode).toBe(403);
    expect((await deleteInvitation(token, callers.member)).statusCode).toBe(204);
    expect((await loadInvitation(token)).statusCode).toBe(404);
    const invitee = await signUp(t.app, uniqueEmail('gone'));
    expect((await deleteInvitation(token, invitee)).statusCode).toBe(204);
    expect((await call(t.app, endpoints.invite, { body: {} })).statusCode).toBe(401);
  });
});

describe('deleting a pending invitation', () => {
  const rowsFor = (token: string) => t.app.database.db.select().from(invitations).where(eq(invitations.token, token));

  it('lets the invitee, signed up with the invited email, decline it', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('declines'))).json() as Invitation;
    const invitee = await signUp(t.app, invitation.email);
    const res = await deleteInvitation(invitation.token, invitee);
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowsFor(invitation.token)).toHaveLength(0);
    expect((await loadInvitation(invitation.token)).statusCode).toBe(404);
    const joined = await join(invitation.accountId, { userId: invitee.id, token: invitation.token }, invitee.token);
    expect(joined.statusCode).toBe(404);
    expect(joined.json().error.code).toBe('INVITATION_INVALID');
  });

  it('refuses a member of another account and keeps the invitation', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('kept'))).json() as Invitation;
    const res = await deleteInvitation(invitation.token, callers.other);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot remove this invitation.');
    expect(await rowsFor(invitation.token)).toHaveLength(1);
    expect((await loadInvitation(invitation.token)).json()).toEqual([invitation]);
  });
});

describe('public config', () => {
  it('tells the screens the support address and whether Google sign-in is on', async () => {
    expect((await call(t.app, endpoints.publicConfig)).json()).toMatchObject({ supportEmail: 'help@example.com', googleSignIn: false });
  });
});
