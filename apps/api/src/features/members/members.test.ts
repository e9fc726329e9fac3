import { endpoints, signedInSession, type Account } from '@persona/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, PASSWORD, teammateOf, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts, users } from '../accounts';
import { accountActivity } from '../activity';
import { companies } from '../companies';
import { orders } from '../orders';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
});
afterAll(() => t.close());

type Teammate = Awaited<ReturnType<typeof teammateOf>>;
const db = () => t.app.database.db;
const joinMember = () => teammateOf(t.app, callers.member);
const transfer = (accountId: string, userId: string, token: string) => call(t.app, endpoints.transferOwnership, { params: { id: accountId }, body: { userId }, token });
const remove = (accountId: string, userId: string, token: string) => call(t.app, endpoints.removeMember, { params: { id: accountId, userId }, token });
const leave = (accountId: string, token: string) => call(t.app, endpoints.leaveAccount, { params: { id: accountId }, token });
const errorOf = (res: { json: () => { error: { code: string } } }) => res.json().error.code;
const activity = (accountId: string, action: string) =>
  db().select().from(accountActivity).where(and(eq(accountActivity.accountId, accountId), eq(accountActivity.action, action)));
const ownerOf = async (accountId: string) => (await db().select({ ownerId: accounts.ownerId }).from(accounts).where(eq(accounts.id, accountId)))[0]!.ownerId;
/** A teammate as the order helpers take a member: their own token and User id in the member's account. */
const asMember = (teammate: Teammate): Member => ({ ...callers.member, token: teammate.token, email: teammate.email, user: { ...callers.member.user, id: teammate.id } });

async function expectSignedOut(token: string) {
  expect((await call(t.app, endpoints.getMe, { token })).statusCode).toBe(401);
  expect((await call(t.app, endpoints.listAccountUsers, { params: { id: callers.member.account.id }, token })).statusCode).toBe(401);
}

describe('handing ownership on', () => {
  it('lets the owner alone make another member the owner, logged; the former owner stays a member', async () => {
    const { member, other, admin } = callers;
    const teammate = await joinMember();
    expect(errorOf(await transfer(member.account.id, teammate.id, teammate.token))).toBe('OWNER_ONLY');
    expect(errorOf(await transfer(member.account.id, teammate.id, other.token))).toBe('NOT_YOUR_ACCOUNT');
    expect(errorOf(await transfer(member.account.id, teammate.id, admin.token))).toBe('NOT_YOUR_ACCOUNT');
    const res = await transfer(member.account.id, teammate.id, member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Account).ownerId).toBe(teammate.id);
    expect(await activity(member.account.id, 'ownership.transferred')).toContainEqual(
      expect.objectContaining({ actorId: member.user.id, actorRole: 'member', subject: teammate.email }),
    );
    // The role follows at once: the former owner is refused, the new one may hand it back.
    expect(errorOf(await remove(member.account.id, teammate.id, member.token))).toBe('OWNER_ONLY');
    expect((await transfer(member.account.id, member.user.id, teammate.token)).statusCode).toBe(200);
    expect(await ownerOf(member.account.id)).toBe(member.user.id);
  });

  it('refuses someone who is not a member of the account (404)', async () => {
    const res = await transfer(callers.member.account.id, callers.other.user.id, callers.member.token);
    expect(res.statusCode).toBe(404);
    expect(await ownerOf(callers.member.account.id)).toBe(callers.member.user.id);
  });
});

describe('removing a member', () => {
  it('is the owner’s: a teammate, another account and a site admin (as a member) are refused', async () => {
    const teammate = await joinMember();
    const second = await joinMember();
    expect(errorOf(await remove(callers.member.account.id, second.id, teammate.token))).toBe('OWNER_ONLY');
    expect(errorOf(await remove(callers.member.account.id, second.id, callers.other.token))).toBe('NOT_YOUR_ACCOUNT');
    expect(errorOf(await remove(callers.member.account.id, second.id, callers.admin.token))).toBe('NOT_YOUR_ACCOUNT');
    expect((await call(t.app, endpoints.getMe, { token: second.token })).statusCode).toBe(200);
  });

  it('never removes the owner (409) nor someone of another account (404)', async () => {
    const { member, other } = callers;
    expect(errorOf(await remove(member.account.id, member.user.id, member.token))).toBe('OWNER_MUST_TRANSFER');
    expect(errorOf(await remove(member.account.id, other.user.id, member.token))).toBe('NOT_FOUND');
    expect((await call(t.app, endpoints.getMe, { token: other.token })).statusCode).toBe(200);
  });

  it('ends their sessions at once and keeps what they made in the account; they sign in again to no account', async () => {
    const { member } = callers;
    const teammate = await joinMember();
    const seeded = await seedCampaign(t.app, asMember(teammate));
    await db().update(accounts).set({ credits: 50 }).where(eq(accounts.id, member.account.id));
    const order = await placeOrder(t.app, asMember(teammate), orderPayload(asMember(teammate), seeded));
    expect(order.statusCode, order.body).toBe(201);

    const res = await remove(member.account.id, teammate.id, member.token);
    expect(res.statusCode, res.body).toBe(204);
    await expectSignedOut(teammate.token);
    expect(await db().select().from(users).where(eq(users.id, teammate.id))).toEqual([]);
    // The account's records stay: the company and the order, no longer attributed to the removed person.
    expect(await db().select().from(companies).where(eq(companies.id, seeded.company.id))).toHaveLength(1);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.json().id));
    expect(kept).toMatchObject({ accountId: member.account.id, userId: null });
    expect(await activity(member.account.id, 'member.removed')).toContainEqual(
      expect.objectContaining({ actorId: member.user.id, subject: teammate.email, details: expect.objectContaining({ userId: teammate.id }) }),
    );

    const again = signedInSession(await callOk(t.app, endpoints.signInWithEmail, { body: { email: teammate.email, password: PASSWORD } }));
    const me = await callOk(t.app, endpoints.getMe, { token: again.token });
    expect(me).toMatchObject({ user: null, account: null });
    expect((await call(t.app, endpoints.listAccountUsers, { params: { id: member.account.id }, token: again.token })).statusCode).toBe(403);
  });

  it('lets a removed creator start an account of their own (the one they created is no longer theirs)', async () => {
    const { member } = callers;
    const teammate = await joinMember();
    // The teammate becomes the creator of record, as a founder who handed the account on and was removed.
    await db().update(accounts).set({ createdBy: teammate.id }).where(eq(accounts.id, member.account.id));
    expect((await remove(member.account.id, teammate.id, member.token)).statusCode).toBe(204);
    const again = signedInSession(await callOk(t.app, endpoints.signInWithEmail, { body: { email: teammate.email, password: PASSWORD } }));
    const created = await call(t.app, endpoints.createAccount, { body: { name: 'Fresh Start' }, token: again.token });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(t.app, endpoints.createUser, { token: again.token, body: { id: teammate.id, email: teammate.email, name: 'Test', lastname: 'User', account: member.account.id } })).statusCode).toBe(403);
  });

  it('during the removed member’s writes in flight: each completed before, or is refused; nothing half-written', async () => {
    const { member } = callers;
    const teammate = await joinMember();
    const as = asMember(teammate);
    const seeded = await seedCampaign(t.app, as);
    await db().update(accounts).set({ credits: 100 }).where(eq(accounts.id, member.account.id));
    const [before] = await db().select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, member.account.id));
    const orderIds: string[] = [];
    const names: string[] = [];
    const writes = Array.from({ length: 8 }, (_, i) => {
      const payload = orderPayload(as, seeded);
      orderIds.push(payload.data.id);
      names.push(`In flight ${i} ${crypto.randomUUID().slice(0, 6)}`);
      return [placeOrder(t.app, as, payload), call(t.app, endpoints.createCompany, { body: { accountId: member.account.id, displayName: names[i] }, token: teammate.token })];
    }).flat();
    const removal = remove(member.account.id, teammate.id, member.token);
    const answers = await Promise.all(writes);
    expect((await removal).statusCode).toBe(204);

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 201 || status === 401), statuses.join(' ')).toBe(true);
    const placed = answers.filter((res, i) => i % 2 === 0 && res.statusCode === 201).map((res) => res.json().id as string);
    const ordered = await db().select().from(orders).where(eq(orders.accountId, member.account.id));
    const mine = ordered.filter((row) => orderIds.includes(row.idempotencyKey ?? ''));
    expect(mine.map((row) => row.id).sort()).toEqual([...placed].sort());
    const [after] = await db().select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, member.account.id));
    expect(before!.credits - after!.credits).toBe(placed.length);
    const made = answers.filter((res, i) => i % 2 === 1 && res.statusCode === 201).map((res) => res.json().displayName as string);
    const companyRows = (await db().select().from(companies).where(eq(companies.accountId, member.account.id))).filter((row) => names.some((name) => name.toLowerCase() === row.displayName.toLowerCase()));
    expect(companyRows.map((row) => row.displayName).sort()).toEqual(made.sort());
    for (const res of answers.filter((res) => res.statusCode === 401)) expect(res.json().error.code).toBe('UNAUTHENTICATED');

    await expectSignedOut(teammate.token);
    const late = await placeOrder(t.app, as, orderPayload(as, seeded));
    expect(late.statusCode).toBe(401);
  });
});

describe('leaving', () => {
  it('lets a member leave (logged, their sessions end) but not the owner, who hands the account on first', async () => {
    const { member } = callers;
    expect(errorOf(await leave(member.account.id, member.token))).toBe('OWNER_MUST_TRANSFER');
    const teammate = await joinMember();
    expect(errorOf(await leave(callers.other.account.id, teammate.token))).toBe('NOT_YOUR_ACCOUNT');
    const res = await leave(member.account.id, teammate.token);
    expect(res.statusCode, res.body).toBe(204);
    await expectSignedOut(teammate.token);
    expect(await activity(member.account.id, 'member.left')).toContainEqual(expect.objectContaining({ actorId: teammate.id, subject: teammate.email }));
  });

  it('keeps the portal’s last site admin (409 LAST_ADMIN)', async () => {
    const { admin } = callers;
    const teammate = await teammateOf(t.app, admin);
    expect((await transfer(admin.account.id, teammate.id, admin.token)).statusCode).toBe(200);
    const res = await leave(admin.account.id, admin.token);
    expect(errorOf(res)).toBe('LAST_ADMIN');
    expect((await call(t.app, endpoints.getMe, { token: admin.token })).statusCode).toBe(200);
    expect((await transfer(admin.account.id, admin.user.id, teammate.token)).statusCode).toBe(200);
  });
});

describe('site admins', () => {
  const adminRemove = (accountId: string, userId: string, token: string) => call(t.app, endpoints.adminRemoveMember, { params: { id: accountId, userId }, token });
  const adminTransfer = (accountId: string, userId: string, token: string) => call(t.app, endpoints.adminTransferOwnership, { params: { id: accountId }, body: { userId }, token });

  it('hand any account on and remove its members, logged as an admin’s act; members may not', async () => {
    const { admin, member } = callers;
    const teammate = await joinMember();
    expect(errorOf(await adminTransfer(member.account.id, teammate.id, member.token))).toBe('ADMINS_ONLY');
    expect(errorOf(await adminRemove(member.account.id, teammate.id, member.token))).toBe('ADMINS_ONLY');

    expect(errorOf(await adminRemove(member.account.id, member.user.id, admin.token))).toBe('OWNER_MUST_TRANSFER');
    const handed = await adminTransfer(member.account.id, teammate.id, admin.token);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(errorOf(await remove(member.account.id, teammate.id, member.token))).toBe('OWNER_ONLY');
    expect((await adminTransfer(member.account.id, member.user.id, admin.token)).statusCode).toBe(200);
    expect(errorOf(await adminTransfer(member.account.id, callers.other.user.id, admin.token))).toBe('NOT_FOUND');

    expect((await adminRemove(member.account.id, teammate.id, admin.token)).statusCode).toBe(204);
    await expectSignedOut(teammate.token);
    const entries = [...(await activity(member.account.id, 'member.removed')), ...(await activity(member.account.id, 'ownership.transferred'))];
    expect(entries).toContainEqual(expect.objectContaining({ action: 'member.removed', actorId: admin.user.id, actorRole: 'admin', subject: teammate.email }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'ownership.transferred', actorId: admin.user.id, actorRole: 'admin', subject: teammate.email }));
  });
});

describe('invitations in the activity log', () => {
  it('logs the invitation sent, the member joined and an invitation the owner revoked; a teammate may not revoke', async () => {
    const { member } = callers;
    const teammate = await joinMember();
    expect(await activity(member.account.id, 'invitation.sent')).toContainEqual(expect.objectContaining({ actorId: member.user.id, subject: teammate.email }));
    expect(await activity(member.account.id, 'member.joined')).toContainEqual(expect.objectContaining({ actorId: teammate.id, subject: teammate.email }));

    const invitation = await callOk(t.app, endpoints.invite, { body: { accountId: member.account.id, email: `revoked-${crypto.randomUUID()}@example.com` }, token: member.token });
    const refused = await call(t.app, endpoints.deleteInvitation, { params: { token: invitation.token }, token: teammate.token });
    expect(errorOf(refused)).toBe('OWNER_ONLY');
    expect((await call(t.app, endpoints.deleteInvitation, { params: { token: invitation.token }, token: member.token })).statusCode).toBe(204);
    expect((await call(t.app, endpoints.getInvitation, { params: { token: invitation.token } })).statusCode).toBe(404);
    expect(await activity(member.account.id, 'invitation.revoked')).toContainEqual(expect.objectContaining({ actorId: member.user.id, subject: invitation.email }));
  });
});
