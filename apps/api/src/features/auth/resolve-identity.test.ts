import { endpoints, signedInSession } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { IdentityCache } from '../../lib/identity-cache';
import { activate, createCallers, PASSWORD, registerActiveMember, registerMember, signUp, uniqueEmail } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { users } from '../accounts';
import { authSessions } from './auth.tables';
import { identityResolver, sessionTokenOf, throughBetterAuth } from './resolve-identity';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app);
}, 120_000);
afterAll(() => t.close());

const joined = (token: string) => identityResolver(t.app.auth, t.app.database.db)(token);
const before = (token: string) => throughBetterAuth(t.app.auth, t.app.database.db)(token);
const me = (token: string) => call(t.app, endpoints.getMe, { token });
const rawToken = (signed: string) => decodeURIComponent(signed).split('.')[0]!;

describe('the joined lookup', () => {
  it('answers what better-auth and findMember answered: no product records, a member, an admin', async () => {
    const newcomer = await signUp(t.app, uniqueEmail('Newcomer'));
    for (const token of [newcomer.token, callers.member.token, callers.admin.token]) {
      const identity = await joined(token);
      expect(identity).not.toBeNull();
      expect(identity).toEqual(await before(token));
    }
    const bare = await joined(newcomer.token);
    expect(bare).toMatchObject({ id: newcomer.id, email: newcomer.email.toLowerCase(), name: 'Test', lastname: 'User', user: null, account: null });
    expect((await joined(callers.admin.token))?.user?.isAdmin).toBe(true);
  });

  it('reads the bearer forms better-auth reads (signed, URL-encoded, bare) and refuses a wrong signature', async () => {
    const { token } = callers.member;
    const { secret } = await t.app.auth.$context;
    const raw = rawToken(token);
    const signed = decodeURIComponent(token);
    expect(sessionTokenOf(signed, secret)).toBe(raw);
    expect(sessionTokenOf(encodeURIComponent(signed), secret)).toBe(raw);
    expect(sessionTokenOf(raw, secret)).toBe(raw);
    const forged = `${raw}.${'A'.repeat(43)}=`;
    expect(sessionTokenOf(forged, secret)).toBeNull();
    for (const form of [signed, encodeURIComponent(signed), raw, forged, 'not-a-session', `${raw}.short`]) {
      expect(await joined(form), form).toEqual(await before(form));
    }
  });

  it('answers null for an expired session, as better-auth does (which deletes it)', async () => {
    const member = await registerMember(t.app);
    const raw = rawToken(member.token);
    await t.app.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.token, raw));
    expect(await joined(member.token)).toBeNull();
    expect(await t.app.database.db.select().from(authSessions).where(eq(authSessions.token, raw))).toEqual([]);
  });

  it('lets better-auth renew a session due for its sliding renewal (updateAge)', async () => {
    const member = await registerMember(t.app);
    const raw = rawToken(member.token);
    const { sessionConfig } = await t.app.auth.$context;
    // Issued expiresIn - updateAge - 1 minute ago: due for renewal.
    const due = new Date(Date.now() + (sessionConfig.updateAge - 60) * 1000);
    await t.app.database.db.update(authSessions).set({ expiresAt: due }).where(eq(authSessions.token, raw));
    expect((await joined(member.token))?.id).toBe(member.user.id);
    const [row] = await t.app.database.db.select().from(authSessions).where(eq(authSessions.token, raw));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (sessionConfig.expiresIn - 120) * 1000);
  });
});

describe('the cached identity', () => {
  it('is reused for a few seconds: a change straight in the database, which no route clears, is not seen at once', async () => {
    const member = await registerMember(t.app);
    expect((await me(member.token)).json().user.name).toBe('Test');
    await t.app.database.db.update(users).set({ name: 'Renamed Behind Its Back' }).where(eq(users.id, member.user.id));
    // getMe reads the user from the caller's cached record.
    expect((await me(member.token)).json().user.name).toBe('Test');
  });

  // Watched where a write forgets identities, not through a record renamed behind the cache's back: its refresh-ahead
  // reloads a record in the background, sooner on a slow machine, whatever the calls in between do.
  type Member = Awaited<ReturnType<typeof registerMember>>;
  const forgetting = async (member: Member, run: () => Promise<void>) => {
    const clears = vi.spyOn(IdentityCache.prototype, 'clear');
    try {
      await run();
      return clears.mock.calls.some(([clear]) =>
        'all' in clear || ('userId' in clear ? clear.userId === member.user.id : clear.accountId === member.account.id),
      );
    } finally {
      clears.mockRestore();
    }
  };

  it('is kept through an order (a write declared keepsIdentity), while getMe shows the credits it left', async () => {
    const member = await registerActiveMember(t.app);
    await callOk(t.app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits: 5 }, token: callers.admin.token });
    expect((await me(member.token)).json().account.credits).toBe(5);
    const payload = orderPayload(member, await seedCampaign(t.app, member));
    const ordered = await forgetting(member, async () => {
      expect((await placeOrder(t.app, member, payload)).statusCode).toBe(201);
    });
    expect(ordered).toBe(false);
    expect((await me(member.token)).json().account.credits).toBe(4);
    // Any other write by the caller forgets the cached identity before its answer leaves: the watch sees it.
    const onboarded = await forgetting(member, async () => {
      await callOk(t.app, endpoints.setOnboarded, { params: { id: member.account.id }, body: { onboarded: true }, token: member.token });
    });
    expect(onboarded).toBe(true);
  });

  it("is kept when someone else signs up or signs in (a new session changes no cached identity)", async () => {
    const member = await registerMember(t.app);
    expect((await me(member.token)).json().user.name).toBe('Test');
    const othersArrived = await forgetting(member, async () => {
      const other = await registerMember(t.app);
      expect((await call(t.app, endpoints.signInWithEmail, { body: { email: other.email, password: PASSWORD } })).statusCode).toBe(200);
    });
    expect(othersArrived).toBe(false);
  });

  it('is gone as soon as the session is signed out', async () => {
    const member = await registerMember(t.app);
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await call(t.app, endpoints.signOut, { token: member.token })).statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('sees a deactivation and an activation by an admin on the next call', async () => {
    const member = await registerMember(t.app);
    await activate(t.app, member.account.id);
    const orders = () => call(t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    expect((await orders()).statusCode).toBe(200);
    await callOk(t.app, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: false }, token: callers.admin.token });
    expect((await orders()).statusCode).toBe(403);
    expect((await me(member.token)).json().account.isActive).toBe(false);
    await callOk(t.app, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: true }, token: callers.admin.token });
    expect((await orders()).statusCode).toBe(200);
  });

  it('sees admin rights granted and revoked on the next call', async () => {
    const { member, admin } = callers;
    const list = () => call(t.app, endpoints.listAccounts, { token: member.token });
    expect((await list()).statusCode).toBe(403);
    await callOk(t.app, endpoints.setAdmin, { params: { accountId: member.account.id }, body: { userId: member.user.id, admin: true }, token: admin.token });
    expect((await list()).statusCode).toBe(200);
    await callOk(t.app, endpoints.setAdmin, { params: { accountId: member.account.id }, body: { userId: member.user.id, admin: false }, token: admin.token });
    expect((await list()).statusCode).toBe(403);
  });

  it('sees a membership and credits change on the next call', async () => {
    const { member, admin } = callers;
    expect((await me(member.token)).statusCode).toBe(200);
    await callOk(t.app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership: 'agency' }, token: admin.token });
    expect((await me(member.token)).json().account.membership).toBe('agency');
    await callOk(t.app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits: 7 }, token: admin.token });
    expect((await me(member.token)).json().account.credits).toBe(7);
  });

  it('sees the records created by the caller (account, then user) on the next call', async () => {
    const newcomer = await signUp(t.app, uniqueEmail('creator'));
    expect((await me(newcomer.token)).json().account).toBeNull();
    const account = await callOk(t.app, endpoints.createAccount, { body: { name: 'Cache Co' }, token: newcomer.token });
    await callOk(t.app, endpoints.createUser, {
      body: { id: newcomer.id, account: account.id, email: newcomer.email, name: 'Test', lastname: 'User', company: 'Cache Co' },
      token: newcomer.token,
    });
    expect((await me(newcomer.token)).json().user?.id).toBe(newcomer.id);
  });
});

describe('clears across processes', () => {
  const engines: { name: string; env: (url: string | undefined) => Record<string, unknown> }[] = [
    { name: 'Redis pub/sub', env: () => ({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_STORE: 'memory' }) },
    // LISTEN/NOTIFY needs a PostgreSQL server: this case exists only in the api:postgres run.
    ...(testEngine() === 'postgres' ? [{ name: 'PostgreSQL LISTEN/NOTIFY', env: (url: string | undefined) => ({ DATABASE_URL: url, REDIS_URL: undefined }) }] : []),
  ];
  for (const engine of engines) {
    it(`reach the other process at once (${engine.name})`, async () => {
      const env = engine.env(t.database.url);
      const config = { ...t.app.config, INSTANCES: 2, ...env };
      const apps: FastifyInstance[] = [];
      try {
        for (let i = 0; i < 2; i++) {
          const app = await buildApp({ config, database: t.database.handle });
          await app.ready();
          apps.push(app);
        }
        const [first, second] = apps as [FastifyInstance, FastifyInstance];
        const member = await registerMember(first);
        await activate(first, member.account.id);
        const onSecond = () => call(second, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
        // The second process caches once its channel is listening: a change straight in the database (which
        // nothing publishes) is then not seen by it at once.
        const nameOnSecond = async () => (await call(second, endpoints.getMe, { token: member.token })).json().user.name as string;
        const rename = (name: string) => t.app.database.db.update(users).set({ name }).where(eq(users.id, member.user.id));
        let i = 0;
        await expect
          .poll(
            async () => {
              await rename(`before-${++i}`);
              const seen = await nameOnSecond();
              await rename(`after-${i}`);
              return (await nameOnSecond()) === seen;
            },
            { timeout: 15_000, interval: 200 },
          )
          .toBe(true);
        // An admin's activation through the first process is seen by the second at once.
        await callOk(first, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: true }, token: callers.admin.token });
        expect((await onSecond()).statusCode).toBe(200);
        await callOk(first, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: false }, token: callers.admin.token });
        // Well within the cache's five seconds: only the published clear can explain the change.
        const started = Date.now();
        await expect.poll(async () => (await onSecond()).statusCode, { timeout: 2500, interval: 10 }).toBe(403);
        console.log(`${engine.name}: the other process saw the deactivation after ${Date.now() - started} ms`);
        // Ending a session on the first process (the sessions list's End) refuses it on the second.
        const phone = signedInSession(await callOk(first, endpoints.signInWithEmail, { body: { email: member.email, password: PASSWORD } })).token;
        expect((await call(second, endpoints.getMe, { token: phone })).statusCode).toBe(200);
        const { sessions } = await callOk(first, endpoints.listSessions, { token: member.token });
        await callOk(first, endpoints.endSession, { params: { id: sessions.find((s) => !s.current)!.id }, token: member.token });
        await expect.poll(async () => (await call(second, endpoints.getMe, { token: phone })).statusCode, { timeout: 2500, interval: 10 }).toBe(401);
        // Signing out on the first process ends the session on the second.
        expect((await call(second, endpoints.getMe, { token: member.token })).statusCode).toBe(200);
        await callOk(first, endpoints.signOut, { token: member.token });
        await expect.poll(async () => (await call(second, endpoints.getMe, { token: member.token })).statusCode, { timeout: 2500, interval: 10 }).toBe(401);
      } finally {
        for (const app of apps) await app.close();
      }
    }, 60_000);
  }
});
