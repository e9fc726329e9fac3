import { MESSAGES, type Invitation } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, post, signUp, uniqueEmail, type Member } from '../../test/auth-helpers';
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
  t.app.inject({ method: 'POST', url: '/api/accounts/invite', headers: caller ? bearer(caller.token) : {}, payload: { accountId, email } });

async function joinWith(invitation: Invitation, accountId = invitation.accountId, email = invitation.email) {
  const identity = await signUp(t.app, email);
  const res = await t.app.inject({ method: 'PATCH', url: `/api/accounts/${accountId}/users`, headers: bearer(identity.token), payload: { userId: identity.id, token: invitation.token } });
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
    expect(mailer.lastTo(email)!.text).toContain(invitation.url);
  });

  it('re-sends rather than piling up rows when the same email is invited twice', async () => {
    const email = uniqueEmail('twice');
    const first = (await inviteAs(callers.member, email)).json();
    const second = (await inviteAs(callers.member, email)).json();
    expect(second.token).toBe(first.token);
    expect(await t.app.database.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('refuses an email that already belongs to a user', async () => {
    const res = await inviteAs(callers.member, callers.other.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/already belongs/);
  });

  it('lists pending invitations to members and admins only', async () => {
    const url = `/api/accounts/${callers.member.account.id}/invitations`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(callers.other.token) })).statusCode).toBe(403);
    const forMember = await t.app.inject({ method: 'GET', url, headers: bearer(callers.member.token) });
    expect(forMember.statusCode).toBe(200);
    expect((forMember.json() as Invitation[]).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(callers.admin.token) })).statusCode).toBe(200);
  });
});

describe('joining', () => {
  it('loads the invitation by token without a session, joins, and uses it up', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('joiner'))).json() as Invitation;
    const loaded = await t.app.inject({ method: 'GET', url: `/api/accounts/invitation/${invitation.token}` });
    expect(loaded.json()).toEqual([invitation]);
    const { identity, res } = await joinWith(invitation);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: identity.id, account: callers.member.account.id, isAdmin: false });
    const again = await t.app.inject({ method: 'GET', url: `/api/accounts/invitation/${invitation.token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(invalidText);
    const users = (await t.app.inject({ method: 'GET', url: `/api/accounts/${callers.member.account.id}/users`, headers: bearer(callers.member.token) })).json();
    expect(users.map((u: { id: string }) => u.id)).toContain(identity.id);
  });

  it('refuses a forged join without a token, with a made-up token, or into another account', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('forged'))).json() as Invitation;
    const identity = await signUp(t.app, invitation.email);
    const patch = (accountId: string, payload: object, token: string | null = identity.token) =>
      t.app.inject({ method: 'PATCH', url: `/api/accounts/${accountId}/users`, headers: token ? bearer(token) : {}, payload });
    expect((await patch(callers.member.account.id, { userId: identity.id }, null)).statusCode).toBe(401);
    expect((await patch(callers.member.account.id, { userId: identity.id })).statusCode).toBe(400);
    const madeUp = await patch(callers.member.account.id, { userId: identity.id, token: crypto.randomUUID() });
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().error.message).toBe(invalidText);
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
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/accounts/${invitation.accountId}/users`,
        headers: bearer(caller.token),
        payload: { userId: caller.user.id, token: invitation.token },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe('You already belong to an account.');
      const me = (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(caller.token) })).json();
      expect(me.user).toEqual(caller.user);
      expect((await t.app.inject({ method: 'GET', url: `/api/accounts/invitation/${invitation.token}` })).json()).toEqual([invitation]);
      const { identity, res: joined } = await joinWith(invitation);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({ id: identity.id, account: callers.member.account.id, isAdmin: false });
    });
  }

  it('refuses an expired invitation', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('late'))).json() as Invitation;
    await t.app.database.db.update(invitations).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(invitations.token, invitation.token));
    expect((await t.app.inject({ method: 'GET', url: `/api/accounts/invitation/${invitation.token}` })).statusCode).toBe(404);
    expect((await joinWith(invitation)).res.statusCode).toBe(404);
  });
});

describe('deleting an invitation', () => {
  it('needs a session of the invitee or of a member of the account', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('del'))).json() as Invitation;
    const url = `/api/accounts/invitation/${invitation.token}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(callers.other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(callers.admin.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(callers.member.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const invitee = await signUp(t.app, uniqueEmail('gone'));
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(invitee.token) })).statusCode).toBe(204);
    expect((await post(t.app, '/api/accounts/invite', {})).statusCode).toBe(401);
  });
});

describe('deleting a pending invitation', () => {
  const rowsFor = (token: string) => t.app.database.db.select().from(invitations).where(eq(invitations.token, token));

  it('lets the invitee, signed up with the invited email, decline it', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('declines'))).json() as Invitation;
    const invitee = await signUp(t.app, invitation.email);
    const url = `/api/accounts/invitation/${invitation.token}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(invitee.token) });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowsFor(invitation.token)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const joined = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${invitation.accountId}/users`,
      headers: bearer(invitee.token),
      payload: { userId: invitee.id, token: invitation.token },
    });
    expect(joined.statusCode).toBe(404);
  });

  it('refuses a member of another account and keeps the invitation', async () => {
    const invitation = (await inviteAs(callers.member, uniqueEmail('kept'))).json() as Invitation;
    const url = `/api/accounts/invitation/${invitation.token}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(callers.other.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot remove this invitation.');
    expect(await rowsFor(invitation.token)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual([invitation]);
  });
});

describe('public config', () => {
  it('tells the screens the support address and whether Google sign-in is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ supportEmail: 'help@example.com', googleSignIn: false });
  });
});
