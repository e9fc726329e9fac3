import type { CreditTransaction } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { appWithCallers, type Caller } from '../../test/app-with-callers';
import { createTestApp } from '../../test/test-app';
import { LAST_ADMIN } from './admin.service';

const ctx = appWithCallers();

const patch = (caller: Caller | Member, url: string, payload: object) =>
  ctx.t.app.inject({ method: 'PATCH', url, payload, headers: caller === 'anonymous' ? {} : bearer(typeof caller === 'string' ? ctx.callers[caller].token : caller.token) });
const transactions = async (accountId: string) =>
  (await ctx.t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}/credit_transactions`, headers: bearer(ctx.callers.admin.token) })).json() as CreditTransaction[];

describe('admin routes refuse everyone but site admins', () => {
  const routes: Array<[string, (m: Member) => [string, object]]> = [
    ['set_credits', (m) => [`/api/accounts/${m.account.id}/set_credits`, { credits: 5 }]],
    ['remove_credits', (m) => [`/api/accounts/${m.account.id}/remove_credits`, { credits: 1 }]],
    ['status', (m) => [`/api/accounts/${m.account.id}/status`, { isActive: true }]],
    ['membership', (m) => [`/api/accounts/${m.account.id}/membership`, { membership: 'test' }]],
    ['admin', (m) => [`/api/accounts/admin/${m.account.id}`, { admin: false, userId: m.user.id }]],
  ];
  for (const [name, route] of routes) {
    for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 200]] as const) {
      it(`${name} as ${caller} → ${status}`, async () => {
        const target = await registerMember(ctx.t.app);
        await patch('admin', `/api/accounts/${target.account.id}/set_credits`, { credits: 3 });
        const [url, body] = route(target);
        expect((await patch(caller, url, body)).statusCode).toBe(status);
      });
    }
  }

  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
    it(`credit_transactions of the member's account as ${caller} → ${status}`, async () => {
      const url = `/api/accounts/${ctx.callers.member.account.id}/credit_transactions`;
      const res = await ctx.t.app.inject({ method: 'GET', url, headers: caller === 'anonymous' ? {} : bearer(ctx.callers[caller].token) });
      expect(res.statusCode).toBe(status);
    });
  }
});

describe('credits', () => {
  it('logs every change with its balance, reason and admin', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', `/api/accounts/${target.account.id}/set_credits`, { credits: 10 })).json().credits).toBe(10);
    expect((await patch('admin', `/api/accounts/${target.account.id}/remove_credits`, { credits: 4 })).json().credits).toBe(6);
    const log = await transactions(target.account.id);
    expect(log.map(({ change, balanceAfter, reason, actorId }) => ({ change, balanceAfter, reason, actorId }))).toEqual([
      { change: -4, balanceAfter: 6, reason: 'admin_remove', actorId: ctx.callers.admin.user.id },
      { change: 9, balanceAfter: 10, reason: 'admin_set', actorId: ctx.callers.admin.user.id },
    ]);
  });

  it.each([[-1], [1.5], ['7'], [null]])('refuses %s as a credit value', async (credits) => {
    const res = await patch('admin', `/api/accounts/${ctx.callers.member.account.id}/set_credits`, { credits });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('never removes more credits than the account has', async () => {
    const target = await registerMember(ctx.t.app);
    const res = await patch('admin', `/api/accounts/${target.account.id}/remove_credits`, { credits: 2 });
    expect(res.statusCode).toBe(409);
    expect(await transactions(target.account.id)).toEqual([]);
  });

  it('keeps the balance at zero or more under concurrent removals (meaningful on PostgreSQL)', async () => {
    const target = await registerMember(ctx.t.app);
    await patch('admin', `/api/accounts/${target.account.id}/set_credits`, { credits: 3 });
    const results = await Promise.all(Array.from({ length: 6 }, () => patch('admin', `/api/accounts/${target.account.id}/remove_credits`, { credits: 1 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const [account] = (await ctx.t.app.inject({ method: 'GET', url: `/api/accounts/${target.account.id}`, headers: bearer(ctx.callers.admin.token) })).json();
    expect(account.credits).toBe(0);
    expect((await transactions(target.account.id)).map((x) => x.balanceAfter)).toEqual([0, 1, 2, 3]);
  });
});

describe('account status and admin rights', () => {
  it('activates and deactivates an account', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', `/api/accounts/${target.account.id}/status`, { isActive: true })).json().isActive).toBe(true);
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/accounts/${target.account.id}/users`, headers: bearer(target.token) })).statusCode).toBe(200);
    expect((await patch('admin', `/api/accounts/${target.account.id}/status`, { isActive: false })).json().isActive).toBe(false);
    expect((await patch('admin', '/api/accounts/nope/status', { isActive: true })).statusCode).toBe(404);
  });

  it('sets and clears the membership, refusing unknown plans', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', `/api/accounts/${target.account.id}/membership`, { membership: 'test' })).json().membership).toBe('test');
    expect((await patch('admin', `/api/accounts/${target.account.id}/membership`, { membership: null })).json().membership).toBeNull();
    expect((await patch('admin', `/api/accounts/${target.account.id}/membership`, { membership: 'gold' })).statusCode).toBe(400);
  });

  it('grants and revokes admin, but never removes the last admin', async () => {
    const solo = await createTestApp();
    try {
      const { admin, member } = await createCallers(solo.app);
      const set = (who: Member, target: Member, value: boolean) =>
        solo.app.inject({ method: 'PATCH', url: `/api/accounts/admin/${target.account.id}`, headers: bearer(who.token), payload: { admin: value, userId: target.user.id } });
      const lonely = await set(admin, admin, false);
      expect(lonely.statusCode).toBe(409);
      expect(lonely.json().error.message).toBe(LAST_ADMIN);
      expect((await set(admin, member, true)).json().isAdmin).toBe(true);
      expect((await set(admin, admin, false)).json().isAdmin).toBe(false);
      expect((await set(member, member, false)).statusCode).toBe(409);
      const wrongAccount = await solo.app.inject({ method: 'PATCH', url: `/api/accounts/admin/${admin.account.id}`, headers: bearer(member.token), payload: { admin: true, userId: member.user.id } });
      expect(wrongAccount.statusCode).toBe(404);
    } finally {
      await solo.close();
    }
  });
});
