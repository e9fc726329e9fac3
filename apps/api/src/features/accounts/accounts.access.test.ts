import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { appWithCallers, type Caller } from '../../test/app-with-callers';
import { accounts, users } from './accounts.tables';

const ctx = appWithCallers();

const get = (url: string, caller: Caller) =>
  ctx.t.app.inject({ method: 'GET', url, headers: caller === 'anonymous' ? {} : bearer(ctx.callers[caller].token) });

/** Expected status per caller for each read route of the accounts feature; {m} is the member's account. */
const matrix: Array<[string, Record<Caller, number>]> = [
  ['/api/accounts/me', { anonymous: 401, other: 200, member: 200, admin: 200 }],
  ['/api/accounts/user/{email}', { anonymous: 401, other: 403, member: 200, admin: 200 }],
  ['/api/accounts/{m}', { anonymous: 401, other: 403, member: 200, admin: 200 }],
  ['/api/accounts/{m}/users', { anonymous: 401, other: 403, member: 200, admin: 200 }],
  ['/api/accounts', { anonymous: 401, other: 403, member: 403, admin: 200 }],
  ['/api/accounts/', { anonymous: 401, other: 403, member: 403, admin: 200 }],
  ['/api/accounts/users', { anonymous: 401, other: 403, member: 403, admin: 200 }],
];

describe('access rules of the accounts routes', () => {
  for (const [route, expected] of matrix) {
    for (const caller of Object.keys(expected) as Caller[]) {
      it(`GET ${route} as ${caller} → ${expected[caller]}`, async () => {
        const url = route.replace('{m}', ctx.callers.member.account.id).replace('{email}', ctx.callers.member.email);
        const res = await get(url, caller);
        expect(res.statusCode, res.body).toBe(expected[caller]);
        if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
      });
    }
  }

  it('shows the member their own account and user records', async () => {
    const { member } = ctx.callers;
    expect((await get(`/api/accounts/${member.account.id}`, 'member')).json()).toEqual([
      expect.objectContaining({ id: member.account.id, users: [member.user.id] }),
    ]);
    expect((await get(`/api/accounts/user/${member.email.toUpperCase()}`, 'member')).json()).toEqual([member.user]);
    expect((await get(`/api/accounts/${member.account.id}/users`, 'member')).json()).toEqual([member.user]);
  });

  it('lists every account and user to the admin', async () => {
    const accounts = (await get('/api/accounts', 'admin')).json() as Array<{ id: string }>;
    expect(accounts.map((a) => a.id)).toEqual(expect.arrayContaining([ctx.callers.member.account.id, ctx.callers.other.account.id]));
    expect(((await get('/api/accounts/users', 'admin')).json() as unknown[]).length).toBe(3);
  });

  it('refuses the create calls to anonymous callers and to identities that already have records', async () => {
    for (const url of ['/api/accounts', '/api/accounts/user']) {
      expect((await ctx.t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
    const { member } = ctx.callers;
    const again = await ctx.t.app.inject({ method: 'POST', url: '/api/accounts', headers: bearer(member.token), payload: { name: 'Second' } });
    expect(again.statusCode).toBe(409);
    const twice = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/accounts/user',
      headers: bearer(member.token),
      payload: { id: member.user.id, name: 'A', lastname: 'B', account: member.account.id, email: member.email },
    });
    expect(twice.statusCode).toBe(409);
  });

  for (const who of ['other', 'admin'] as const) {
    it(`refuses the create calls to the ${who} caller, who already has records, and creates nothing`, async () => {
      const caller = ctx.callers[who];
      const before = {
        accounts: await ctx.t.app.database.db.select().from(accounts),
        users: await ctx.t.app.database.db.select().from(users),
        me: (await get('/api/accounts/me', who)).json(),
      };
      const account = await ctx.t.app.inject({ method: 'POST', url: '/api/accounts', headers: bearer(caller.token), payload: { name: 'Second' } });
      expect(account.statusCode, account.body).toBe(409);
      expect(account.json().error.message).toBe('Your user record already exists.');
      const user = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/accounts/user',
        headers: bearer(caller.token),
        payload: { id: caller.user.id, name: 'A', lastname: 'B', account: caller.account.id, email: caller.email },
      });
      expect(user.statusCode, user.body).toBe(409);
      expect(user.json().error.message).toBe('Your user record already exists.');
      expect(await ctx.t.app.database.db.select().from(accounts)).toEqual(before.accounts);
      expect(await ctx.t.app.database.db.select().from(users)).toEqual(before.users);
      const me = (await get('/api/accounts/me', who)).json();
      expect(me).toEqual(before.me);
      expect(me.user).toEqual(caller.user);
      expect(me.account).toMatchObject({ id: caller.account.id, name: caller.account.name });
    });
  }

  it('answers an unknown account id with 403 to members and 404 to admins', async () => {
    expect((await get('/api/accounts/no-such-account', 'member')).statusCode).toBe(403);
    expect((await get('/api/accounts/no-such-account', 'admin')).statusCode).toBe(404);
  });
});
