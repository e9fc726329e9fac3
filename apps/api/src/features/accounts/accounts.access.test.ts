import { endpointPath, endpoints, type EndpointDefinition } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { appWithCallers, tokenOf, type Caller, type Callers } from '../../test/app-with-callers';
import { bearer, call } from '../../test/call';
import { accounts, users } from './accounts.tables';

const ctx = appWithCallers();

const get = (caller: Caller, endpoint: EndpointDefinition, params?: Record<string, unknown>) =>
  call(ctx.t.app, endpoint, { params, token: tokenOf(ctx.callers, caller) });

interface ReadRoute {
  endpoint: EndpointDefinition;
  params?: (callers: Callers) => Record<string, unknown>;
  /** Called with a trailing slash, which the router ignores. */
  trailingSlash?: true;
  expected: Partial<Record<Caller, number>>;
  /** The error code of the 403s. */
  forbidden?: string;
}

const memberAccount = (callers: Callers) => ({ id: callers.member.account.id });

/**
 * Expected status per caller for each read route of the accounts feature, on the member's own account and email.
 * The refusals (anonymous, another account, a member on admin routes) are the access matrix's
 * (lib/http/access-matrix.test.ts, on the same routes and input); the trailing slash is only here.
 */
const matrix: ReadRoute[] = [
  { endpoint: endpoints.getMe, expected: { other: 200, member: 200, admin: 200 } },
  { endpoint: endpoints.findUserByEmail, params: (callers) => ({ email: callers.member.email }), expected: { member: 200, admin: 200 } },
  { endpoint: endpoints.getAccount, params: memberAccount, expected: { member: 200, admin: 200 } },
  { endpoint: endpoints.listAccountUsers, params: memberAccount, expected: { member: 200, admin: 200 } },
  { endpoint: endpoints.listAccounts, expected: { admin: 200 } },
  { endpoint: endpoints.listAccounts, trailingSlash: true, expected: { anonymous: 401, other: 403, member: 403, admin: 200 }, forbidden: 'ADMINS_ONLY' },
  { endpoint: endpoints.listUsers, expected: { admin: 200 } },
];

describe('access rules of the accounts routes', () => {
  for (const { endpoint, params, trailingSlash, expected, forbidden } of matrix) {
    const route = `${endpoint.path}${trailingSlash ? '/' : ''}`;
    for (const [caller, status] of Object.entries(expected) as [Caller, number][]) {
      it(`GET ${route} as ${caller} → ${status}`, async () => {
        const token = tokenOf(ctx.callers, caller);
        const res = trailingSlash
          ? await ctx.t.app.inject({ method: 'GET', url: `${endpointPath(endpoint, params?.(ctx.callers))}/`, headers: token ? bearer(token) : {} })
          : await get(caller, endpoint, params?.(ctx.callers));
        expect(res.statusCode, res.body).toBe(status);
        if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
        if (res.statusCode === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED');
        if (res.statusCode === 403) expect(res.json().error.code).toBe(forbidden);
      });
    }
  }

  it('shows the member their own account and user records', async () => {
    const { member } = ctx.callers;
    expect((await get('member', endpoints.getAccount, { id: member.account.id })).json()).toEqual([
      expect.objectContaining({ id: member.account.id, users: [member.user.id] }),
    ]);
    expect((await get('member', endpoints.findUserByEmail, { email: member.email.toUpperCase() })).json()).toEqual([member.user]);
    expect((await get('member', endpoints.listAccountUsers, { id: member.account.id })).json()).toEqual([member.user]);
  });

  it('lists every account and user to the admin', async () => {
    const accounts = (await get('admin', endpoints.listAccounts)).json() as Array<{ id: string }>;
    expect(accounts.map((a) => a.id)).toEqual(expect.arrayContaining([ctx.callers.member.account.id, ctx.callers.other.account.id]));
    expect(((await get('admin', endpoints.listUsers)).json() as unknown[]).length).toBe(3);
  });

  it('refuses the create calls to anonymous callers and to identities that already have records', async () => {
    for (const endpoint of [endpoints.createAccount, endpoints.createUser]) {
      expect((await call(ctx.t.app, endpoint, { body: {} })).statusCode).toBe(401);
    }
    const { member } = ctx.callers;
    const again = await call(ctx.t.app, endpoints.createAccount, { token: member.token, body: { name: 'Second' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REGISTERED');
    const twice = await call(ctx.t.app, endpoints.createUser, {
      token: member.token,
      body: { id: member.user.id, name: 'A', lastname: 'B', account: member.account.id, email: member.email },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_REGISTERED');
  });

  for (const who of ['other', 'admin'] as const) {
    it(`refuses the create calls to the ${who} caller, who already has records, and creates nothing`, async () => {
      const caller = ctx.callers[who];
      const before = {
        accounts: await ctx.t.app.database.db.select().from(accounts),
        users: await ctx.t.app.database.db.select().from(users),
        me: (await get(who, endpoints.getMe)).json(),
      };
      const account = await call(ctx.t.app, endpoints.createAccount, { token: caller.token, body: { name: 'Second' } });
      expect(account.statusCode, account.body).toBe(409);
      expect(account.json().error).toMatchObject({ code: 'ALREADY_REGISTERED', message: 'Your user record already exists.' });
      const user = await call(ctx.t.app, endpoints.createUser, {
        token: caller.token,
        body: { id: caller.user.id, name: 'A', lastname: 'B', account: caller.account.id, email: caller.email },
      });
      expect(user.statusCode, user.body).toBe(409);
      expect(user.json().error).toMatchObject({ code: 'ALREADY_REGISTERED', message: 'Your user record already exists.' });
      expect(await ctx.t.app.database.db.select().from(accounts)).toEqual(before.accounts);
      expect(await ctx.t.app.database.db.select().from(users)).toEqual(before.users);
      const me = (await get(who, endpoints.getMe)).json();
      expect(me).toEqual(before.me);
      expect(me.user).toEqual(caller.user);
      expect(me.account).toMatchObject({ id: caller.account.id, name: caller.account.name });
    });
  }

  it('answers an unknown account id with 403 to members and 404 to admins', async () => {
    expect((await get('member', endpoints.getAccount, { id: 'no-such-account' })).statusCode).toBe(403);
    expect((await get('admin', endpoints.getAccount, { id: 'no-such-account' })).statusCode).toBe(404);
  });
});
