import { randomUUID } from 'node:crypto';
import { endpoints } from '@persona/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { activate, createCallers, registerMember, uniqueEmail, type Member } from '../test/auth-helpers';
import { call, callOk } from '../test/call';
import { startOwnRedis, type OwnRedis } from '../test/redis-server';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Redis killed under two processes that share it (limits in lib/limits, identity-cache clears in
 * lib/identity-cache): every request is still answered, limits count in each process's memory, the cache turns
 * itself off, and once Redis is back both count there again and clears reach the other process again.
 */
const INVITES_PER_HOUR = 4;

let redis: OwnRedis;
let probe: Redis;
let t: TestApp;
let apps: [FastifyInstance, FastifyInstance];
let admin: Member;

beforeAll(async () => {
  redis = await startOwnRedis();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_KEY_PREFIX: `outage-${randomUUID().slice(0, 8)}`,
    INVITE_RATE_LIMIT_MEMBER_MAX: String(INVITES_PER_HOUR),
    INVITE_RATE_LIMIT_ADDRESS_MAX: '1000',
  };
  t = await createTestApp({ env });
  // Two processes on one database and one Redis; one after the other (each start waits for its connection).
  const config = { ...t.app.config, INSTANCES: 2 };
  const built: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, database: t.database.handle });
    await app.ready();
    built.push(app);
  }
  apps = built as [FastifyInstance, FastifyInstance];
  ({ admin } = await createCallers(apps[0]));
  probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  probe.on('error', () => undefined);
}, 120_000);
afterAll(async () => {
  probe?.disconnect();
  for (const app of apps ?? []) await app.close();
  await t?.close();
  await redis?.kill();
});

const activeMember = async () => {
  const member = await registerMember(apps[0], uniqueEmail('outage'));
  await activate(apps[0], member.account.id);
  return member;
};

/** Invites, taking turns between the two processes; the status of each answer. */
async function inviteStatuses(member: Member, count: number, through: FastifyInstance[] = apps) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(through[i % through.length]!, endpoints.invite, { body: { accountId: member.account.id, email: uniqueEmail('invitee') }, token: member.token });
    statuses.push(res.statusCode);
  }
  return statuses;
}
const tally = (statuses: number[]) => ({ invited: statuses.filter((s) => s === 201).length, refused: statuses.filter((s) => s === 429).length, other: statuses.filter((s) => s !== 201 && s !== 429) });

/** Whether the counts live in this Redis (it starts empty after a restart). */
const countsInRedis = async () => {
  if (probe.status !== 'ready') await probe.connect().catch(() => undefined);
  return (await probe.dbsize().catch(() => 0)) > 0;
};

const statusOn = async (app: FastifyInstance, member: Member) => (await call(app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token })).statusCode;
const setActive = (member: Member, isActive: boolean) => callOk(apps[0], endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive }, token: admin.token });
const nameOn = async (app: FastifyInstance, member: Member) => (await callOk(app, endpoints.getMe, { token: member.token })).user!.name;
const renameInDatabase = (member: Member, name: string) => t.database.handle.db.execute(sql`update users set name = ${name} where id = ${member.user.id}`);

/** Resolves once `app` caches identities again: a change straight in the database (which nothing publishes) is not seen at once. */
async function caching(app: FastifyInstance, member: Member) {
  let i = 0;
  await expect
    .poll(
      async () => {
        await renameInDatabase(member, `before-${++i}`);
        const seen = await nameOn(app, member);
        await renameInDatabase(member, `after-${i}`);
        return (await nameOn(app, member)) === seen;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
}

/** A deactivation through the first process is seen by the second well within the cache's five seconds. */
async function deactivationReachesSecond(member: Member) {
  await setActive(member, false);
  await expect.poll(() => statusOn(apps[1], member), { timeout: 2500, interval: 20 }).toBe(403);
  await setActive(member, true);
  await expect.poll(() => statusOn(apps[1], member), { timeout: 2500, interval: 20 }).toBe(200);
}

/** Whether a deactivation through the first process reaches the second well within the cache's 5 s; then undone. */
async function deactivationSeenBySecond(member: Member): Promise<boolean> {
  await setActive(member, false);
  const deadline = Date.now() + 2500;
  let seen = false;
  while (!seen && Date.now() < deadline) seen = (await statusOn(apps[1], member)) === 403;
  await setActive(member, true);
  // Past the cache's lifetime at the latest, the second process sees the account active again.
  await expect.poll(() => statusOn(apps[1], member), { timeout: 8000, interval: 50 }).toBe(200);
  return seen;
}

describe('Redis killed and started again', () => {
  it('keeps answering: limits count in memory meanwhile, the cache looks every caller up, and both use Redis again once it is back', async () => {
    const watched = await activeMember();
    expect(apps.map((app) => app.limits.kind)).toEqual(['redis', 'redis']);

    // Up: the two processes share one count, and a clear reaches the other process.
    expect(tally(await inviteStatuses(await activeMember(), INVITES_PER_HOUR + 2))).toEqual({ invited: INVITES_PER_HOUR, refused: 2, other: [] });
    expect(await countsInRedis()).toBe(true);
    await caching(apps[1], watched);
    await deactivationReachesSecond(watched);

    await redis.kill();
    try {
      // Down: every request is answered (no 5xx); each process counts in its own memory, so the two together
      // let the member invite twice the limit.
      expect(tally(await inviteStatuses(await activeMember(), 2 * INVITES_PER_HOUR + 2))).toEqual({ invited: 2 * INVITES_PER_HOUR, refused: 2, other: [] });
      // No clear can travel, so the second process looks its callers up: a change is still seen at once.
      await deactivationReachesSecond(watched);
      expect(await statusOn(apps[1], watched)).toBe(200);
    } finally {
      await redis.start();
    }

    // Back (empty): both processes count in Redis again, one count between them.
    await expect
      .poll(async () => {
        const statuses = await inviteStatuses(await activeMember(), INVITES_PER_HOUR + 2);
        return { ...tally(statuses), inRedis: await countsInRedis() };
      }, { timeout: 30_000, interval: 500 })
      .toEqual({ invited: INVITES_PER_HOUR, refused: 2, other: [], inRedis: true });
    // The bus reconnected: both processes cache again, and a clear from one reaches the other. The first process's
    // publishing connection comes back on its own schedule (a clear sent before then is lost, and the 5 s cache
    // bounds it), so the check is repeated until that connection is back.
    await caching(apps[0], watched);
    await caching(apps[1], watched);
    await expect.poll(() => deactivationSeenBySecond(watched), { timeout: 30_000, interval: 200 }).toBe(true);
  }, 120_000);
});
