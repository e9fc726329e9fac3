import { BLUEPRINT_PRICE, CREDITS_ON_NEW_ACCOUNT, endpoints, type ActivityEntryView, type ActivityQuery, type AdminActivityQuery } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teammateOf, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersWithCredits>>;
let teammate: { token: string; id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  callers = await callersWithCredits(t.app, 10);
  teammate = await teammateOf(t.app, callers.member);
});
afterAll(() => t.close());

const ownLog = (query: ActivityQuery = {}, who: Member = callers.member) =>
  callOk(t.app, endpoints.listAccountActivity, { params: { id: callers.member.account.id }, query, token: who.token });
const allLog = (query: AdminActivityQuery = {}) => callOk(t.app, endpoints.listAllActivity, { query, token: callers.admin.token });
const actionsOf = (items: ActivityEntryView[]) => items.map((entry) => entry.action);
const admin = () => ({ id: callers.admin.user.id, name: 'Test User', role: 'admin' });

describe('the account activity log', () => {
  it('tells the owner of the admin’s credit change, with the balance before and after', async () => {
    const { items } = await ownLog({ actions: 'credits.changed' });
    expect(items).toEqual([expect.objectContaining({ action: 'credits.changed', actor: admin(), details: { from: CREDITS_ON_NEW_ACCOUNT, to: 10 }, accountName: callers.member.account.name })]);
  });

  it('records an order placed (with its charge) and delivered, each in its change’s transaction', async () => {
    const { order } = await orderAndDeliver(t.app, callers.admin, callers.member);
    const { items } = await ownLog({ group: 'orders' });
    expect(items).toEqual([
      expect.objectContaining({ action: 'order.delivered', actor: admin(), subject: `${order.company} / ${order.campaign}`, details: expect.objectContaining({ orderId: order.id, refresh: false }) }),
      expect.objectContaining({
        action: 'order.placed',
        actor: { id: callers.member.user.id, name: 'Test User', role: 'member' },
        details: { orderId: order.id, credits: BLUEPRINT_PRICE, refresh: false },
      }),
    ]);
  });

  it('records the admin’s changes of status, plan and admin right only when they change something', async () => {
    const id = callers.member.account.id;
    const token = callers.admin.token;
    await callOk(t.app, endpoints.setAccountStatus, { params: { id }, body: { isActive: true }, token });
    await callOk(t.app, endpoints.setAccountStatus, { params: { id }, body: { isActive: false }, token });
    await callOk(t.app, endpoints.setAccountStatus, { params: { id }, body: { isActive: true }, token });
    await callOk(t.app, endpoints.setMembership, { params: { id }, body: { membership: 'test' }, token });
    await callOk(t.app, endpoints.setMembership, { params: { id }, body: { membership: 'test' }, token });
    await callOk(t.app, endpoints.setAdmin, { params: { accountId: id }, body: { userId: teammate.id, admin: true }, token });
    await callOk(t.app, endpoints.setAdmin, { params: { accountId: id }, body: { userId: teammate.id, admin: false }, token });
    const { items } = await ownLog({ group: 'access' });
    expect(items.map(({ action, subject }) => [action, subject])).toEqual([
      ['admin.revoked', teammate.email],
      ['admin.granted', teammate.email],
      ['account.activated', null],
      ['account.deactivated', null],
    ]);
    expect((await ownLog({ actions: 'plan.changed' })).items).toEqual([expect.objectContaining({ subject: 'test', details: { from: null, to: 'test' } })]);
  });

  it('leaves no entry for a change that was refused', async () => {
    const before = (await ownLog({ actions: 'credits.changed' })).items.length;
    const res = await call(t.app, endpoints.removeCredits, { params: { id: callers.member.account.id }, body: { credits: 1_000 }, token: callers.admin.token });
    expect(res.json().error.code).toBe('CREDITS_TOO_LOW');
    expect((await ownLog({ actions: 'credits.changed' })).items).toHaveLength(before);
  });

  it('pages newest first by cursor, each entry once', async () => {
    const whole = await ownLog({ limit: 100 });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ownLog({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(whole.items.map((entry) => entry.id));
    expect(whole.items.map((entry) => entry.at)).toEqual([...whole.items.map((entry) => entry.at)].sort((a, b) => b - a));
  });

  it('filters by actor, by dates, and by actions within a group', async () => {
    const byMember = await ownLog({ actor: callers.member.user.id });
    expect(actionsOf(byMember.items)).toEqual(['order.placed', 'invitation.sent']);
    const { items } = await ownLog();
    const oldest = items.at(-1)!.at;
    expect((await ownLog({ from: oldest + 1 })).items).toHaveLength(items.filter((entry) => entry.at > oldest).length);
    expect((await ownLog({ to: oldest + 1 })).items.every((entry) => entry.at <= oldest)).toBe(true);
    expect((await ownLog({ from: Date.now() + 60_000 })).items).toEqual([]);
    expect((await ownLog({ group: 'orders', actions: 'credits.changed' })).items).toEqual([]);
  });

  it.each([
    [{ actions: 'order.eaten' }],
    [{ group: 'everything' }],
    [{ cursor: 'not-a-cursor' }],
    [{ limit: '0' }],
    [{ from: 'yesterday' }],
  ])('refuses %o with 400', async (query) => {
    const res = await call(t.app, endpoints.listAccountActivity, { params: { id: callers.member.account.id }, query, token: callers.member.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('who may read it', () => {
  const refusal = async (token: string, accountId = callers.member.account.id) =>
    (await call(t.app, endpoints.listAccountActivity, { params: { id: accountId }, token })).json().error?.code;

  it('refuses a teammate who is not the owner', async () => {
    expect(await refusal(teammate.token)).toBe('OWNER_ONLY');
  });

  it('refuses the owner of another account, and a site admin on the owner’s route', async () => {
    expect(await refusal(callers.other.token)).toBe('NOT_YOUR_ACCOUNT');
    expect(await refusal(callers.admin.token)).toBe('NOT_YOUR_ACCOUNT');
  });

  it('gives site admins every account’s entries, or one account’s', async () => {
    const accounts = new Set((await allLog({ limit: 100 })).items.map((entry) => entry.accountId));
    expect(accounts).toEqual(new Set([callers.member.account.id, callers.other.account.id]));
    const other = await allLog({ account: callers.other.account.id });
    expect(other.items).toEqual([expect.objectContaining({ action: 'credits.changed', accountName: callers.other.account.name })]);
  });

  it('refuses the admin’s route to everyone else', async () => {
    const res = await call(t.app, endpoints.listAllActivity, { token: callers.member.token });
    expect(res.json().error.code).toBe('ADMINS_ONLY');
  });
});
