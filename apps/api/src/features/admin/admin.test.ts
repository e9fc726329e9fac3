import { CREDITS_ON_NEW_ACCOUNT, endpoints, type EndpointDefinition } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { createCallers, registerMember, type Member } from '../../test/auth-helpers';
import { appWithCallers, tokenOf, type Caller } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { createTestApp } from '../../test/test-app';
import { LAST_ADMIN } from './admin.service';

const ctx = appWithCallers();

type Params = Record<string, unknown>;
const patch = (caller: Caller | Member, endpoint: EndpointDefinition, params: Params, body: object) =>
  call(ctx.t.app, endpoint, { params, body, token: typeof caller === 'string' ? tokenOf(ctx.callers, caller) : caller.token });
const transactions = (accountId: string) =>
  callOk(ctx.t.app, endpoints.listCreditTransactions, { params: { id: accountId }, token: ctx.callers.admin.token });

describe('admin routes refuse everyone but site admins', () => {
  const routes: Array<[string, EndpointDefinition, (m: Member) => [Params, object]]> = [
    ['set_credits', endpoints.setCredits, (m) => [{ id: m.account.id }, { credits: 5 }]],
    ['remove_credits', endpoints.removeCredits, (m) => [{ id: m.account.id }, { credits: 1 }]],
    ['status', endpoints.setAccountStatus, (m) => [{ id: m.account.id }, { isActive: true }]],
    ['membership', endpoints.setMembership, (m) => [{ id: m.account.id }, { membership: 'test' }]],
    ['admin', endpoints.setAdmin, (m) => [{ accountId: m.account.id }, { admin: false, userId: m.user.id }]],
  ];
  for (const [name, endpoint, route] of routes) {
    for (const [caller, status, code] of [['anonymous', 401, 'UNAUTHENTICATED'], ['other', 403, 'ADMINS_ONLY'], ['member', 403, 'ADMINS_ONLY'], ['admin', 200, null]] as const) {
      it(`${name} as ${caller} → ${status}`, async () => {
        const target = await registerMember(ctx.t.app);
        await patch('admin', endpoints.setCredits, { id: target.account.id }, { credits: 3 });
        const [params, body] = route(target);
        const res = await patch(caller, endpoint, params, body);
        expect(res.statusCode).toBe(status);
        if (code) expect(res.json().error.code).toBe(code);
      });
    }
  }

  for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
    it(`credit_transactions of the member's account as ${caller} → ${status}`, async () => {
      const res = await call(ctx.t.app, endpoints.listCreditTransactions, { params: { id: ctx.callers.member.account.id }, token: tokenOf(ctx.callers, caller) });
      expect(res.statusCode).toBe(status);
    });
  }
});

describe('credits', () => {
  it('logs every change with its balance, reason and admin', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', endpoints.setCredits, { id: target.account.id }, { credits: 10 })).json().credits).toBe(10);
    expect((await patch('admin', endpoints.removeCredits, { id: target.account.id }, { credits: 4 })).json().credits).toBe(6);
    const log = await transactions(target.account.id);
    expect(log.map(({ change, balanceAfter, reason, actorId }) => ({ change, balanceAfter, reason, actorId }))).toEqual([
      { change: -4, balanceAfter: 6, reason: 'admin_remove', actorId: ctx.callers.admin.user.id },
      { change: 10 - CREDITS_ON_NEW_ACCOUNT, balanceAfter: 10, reason: 'admin_set', actorId: ctx.callers.admin.user.id },
      { change: CREDITS_ON_NEW_ACCOUNT, balanceAfter: CREDITS_ON_NEW_ACCOUNT, reason: 'opening', actorId: null },
    ]);
  });

  it.each([[-1], [1.5], ['7'], [null]])('refuses %s as a credit value', async (credits) => {
    const res = await patch('admin', endpoints.setCredits, { id: ctx.callers.member.account.id }, { credits });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('never removes more credits than the account has', async () => {
    const target = await registerMember(ctx.t.app);
    const res = await patch('admin', endpoints.removeCredits, { id: target.account.id }, { credits: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CREDITS_TOO_LOW');
    expect((await transactions(target.account.id)).map((x) => x.reason)).toEqual(['opening']);
  });

  it('keeps the balance at zero or more under concurrent removals (meaningful on PostgreSQL)', async () => {
    const target = await registerMember(ctx.t.app);
    await patch('admin', endpoints.setCredits, { id: target.account.id }, { credits: 3 });
    const results = await Promise.all(Array.from({ length: 6 }, () => patch('admin', endpoints.removeCredits, { id: target.account.id }, { credits: 1 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(['CREDITS_TOO_LOW', 'CREDITS_TOO_LOW', 'CREDITS_TOO_LOW']);
    const [account] = await callOk(ctx.t.app, endpoints.getAccount, { params: { id: target.account.id }, token: ctx.callers.admin.token });
    expect(account!.credits).toBe(0);
    expect((await transactions(target.account.id)).map((x) => x.balanceAfter)).toEqual([0, 1, 2, 3, CREDITS_ON_NEW_ACCOUNT]);
  });
});

describe('account status and admin rights', () => {
  it('activates and deactivates an account', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', endpoints.setAccountStatus, { id: target.account.id }, { isActive: true })).json().isActive).toBe(true);
    expect((await call(ctx.t.app, endpoints.listAccountUsers, { params: { id: target.account.id }, token: target.token })).statusCode).toBe(200);
    expect((await patch('admin', endpoints.setAccountStatus, { id: target.account.id }, { isActive: false })).json().isActive).toBe(false);
    expect((await patch('admin', endpoints.setAccountStatus, { id: 'nope' }, { isActive: true })).statusCode).toBe(404);
  });

  it('sets and clears the membership, refusing unknown plans', async () => {
    const target = await registerMember(ctx.t.app);
    expect((await patch('admin', endpoints.setMembership, { id: target.account.id }, { membership: 'test' })).json().membership).toBe('test');
    expect((await patch('admin', endpoints.setMembership, { id: target.account.id }, { membership: null })).json().membership).toBeNull();
    expect((await patch('admin', endpoints.setMembership, { id: target.account.id }, { membership: 'gold' })).statusCode).toBe(400);
  });

  it('grants and revokes admin, but never removes the last admin', async () => {
    const solo = await createTestApp();
    try {
      const { admin, member } = await createCallers(solo.app);
      const set = (who: Member, target: Member, value: boolean) =>
        call(solo.app, endpoints.setAdmin, { params: { accountId: target.account.id }, token: who.token, body: { admin: value, userId: target.user.id } });
      const lonely = await set(admin, admin, false);
      expect(lonely.statusCode).toBe(409);
      expect(lonely.json().error).toMatchObject({ code: 'LAST_ADMIN', message: LAST_ADMIN });
      expect((await set(admin, member, true)).json().isAdmin).toBe(true);
      expect((await set(admin, admin, false)).json().isAdmin).toBe(false);
      const lastAgain = await set(member, member, false);
      expect(lastAgain.statusCode).toBe(409);
      expect(lastAgain.json().error.code).toBe('LAST_ADMIN');
      const wrongAccount = await call(solo.app, endpoints.setAdmin, { params: { accountId: admin.account.id }, token: member.token, body: { admin: true, userId: member.user.id } });
      expect(wrongAccount.statusCode).toBe(404);
    } finally {
      await solo.close();
    }
  });
});
