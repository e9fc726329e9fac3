import { endpoints, type LibraryAvatar, type OpenOrder, type Order, type OrderSource } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../test/auth-helpers';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { pasteSource } from '../../test/source-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { avatars } from '../avatars';
import { REFRESH_NEEDS_SOURCES, REFRESH_OTHER_CAMPAIGN } from '../orders';

/** Ordering a refresh of a delivered avatar with new research, and its delivery replacing the avatar's Blueprint. */
let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersWithCredits(t.app);
});
afterAll(() => t.close());

const creditsOf = async (member: Member) =>
  (await callOk(t.app, endpoints.getAccount, { params: { id: member.account.id }, token: callers.admin.token }))[0]!.credits;

async function delivered(member = callers.member) {
  const { avatar } = await orderAndDeliver(t.app, callers.admin, member, { img: '' });
  const [row] = await t.app.database.db.select().from(avatars).where(eq(avatars.id, avatar.id));
  return row!;
}

async function pasted(member = callers.member) {
  const res = await pasteSource(t.app, member, 'Interview with Rita', 'Rita: I only buy shoes that grip on wet rock, and I read every review first.');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderSource;
}

/** A refresh order's body for the avatar, in its own company and campaign unless told otherwise. */
const refreshBody = (member: Member, avatar: typeof avatars.$inferSelect, data: Record<string, unknown>) => ({
  user: { accountId: member.account.id, userId: member.user.id },
  data: { companyId: avatar.companyId, campaignId: avatar.campaignId, product: 'A running shoe for trail runners', id: crypto.randomUUID(), refreshOf: avatar.id, ...data },
});

describe('ordering a refresh', () => {
  it('is charged like any order and carries the avatar it refreshes; the open order names its persona', async () => {
    const avatar = await delivered();
    const before = await creditsOf(callers.member);
    const source = await pasted();
    const res = await placeOrder(t.app, callers.member, refreshBody(callers.member, avatar, { sources: [source.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ refreshOf: avatar.id, sources: [{ id: source.id }], docId: null });
    expect(await creditsOf(callers.member)).toBe(before - 1);
    const open = (await callOk(t.app, endpoints.listOpenOrders, { token: callers.admin.token })) as OpenOrder[];
    expect(open.find((o) => o.id === order.id)?.refreshOf).toEqual({ id: avatar.id, name: avatar.name, age: avatar.age, gender: avatar.gender, occupation: avatar.occupation });
    const orders = (await callOk(t.app, endpoints.listOrders, { params: { accountId: callers.member.account.id }, token: callers.member.token })) as Order[];
    expect(orders.find((o) => o.id === order.id)?.refreshOf).toBe(avatar.id);
  });

  it('needs at least one source, and charges nothing without one', async () => {
    const avatar = await delivered();
    const before = await creditsOf(callers.member);
    const res = await placeOrder(t.app, callers.member, refreshBody(callers.member, avatar, { sources: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'UNPROCESSABLE', message: REFRESH_NEEDS_SOURCES } });
    expect(await creditsOf(callers.member)).toBe(before);
  });

  it("answers another account's avatar as missing, and refuses the anonymous", async () => {
    const theirs = await delivered(callers.other);
    const mine = await seedCampaign(t.app, callers.member);
    const source = await pasted();
    const res = await placeOrder(t.app, callers.member, orderPayload(callers.member, mine, { sources: [source.id], refreshOf: theirs.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'This avatar does not exist in your account.' } });
    // Not even with the other account's own company and campaign ids: the avatar is still not the caller's.
    const asTheirs = await placeOrder(t.app, callers.member, refreshBody(callers.member, theirs, { sources: [source.id] }));
    expect(asTheirs.statusCode).toBe(404);
    const anonymous = await call(t.app, endpoints.orderBlueprint, { body: refreshBody(callers.member, theirs, { sources: [source.id] }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps the avatar's company and campaign, and refuses once they were deleted", async () => {
    const avatar = await delivered();
    const elsewhere = await seedCampaign(t.app, callers.member);
    const source = await pasted();
    const other = await placeOrder(t.app, callers.member, orderPayload(callers.member, elsewhere, { sources: [source.id], refreshOf: avatar.id }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'UNPROCESSABLE', message: REFRESH_OTHER_CAMPAIGN } });
    await t.app.database.db.update(avatars).set({ campaignId: null }).where(eq(avatars.id, avatar.id));
    const gone = await placeOrder(t.app, callers.member, refreshBody(callers.member, avatar, { sources: [source.id] }));
    expect(gone.statusCode).toBe(422);
    expect((gone.json() as { error: { message: string } }).error.message).toMatch(/deleted/);
  });
});

describe('delivering a refresh', () => {
  it("replaces the avatar's Blueprint and persona in place: same id, same portrait, no new avatar", async () => {
    const avatar = await delivered();
    await t.app.database.db.update(avatars).set({ img: '11111111-1111-1111-1111-111111111111' }).where(eq(avatars.id, avatar.id));
    const source = await pasted();
    const order = (await placeOrder(t.app, callers.member, refreshBody(callers.member, avatar, { sources: [source.id] }))).json() as Order;
    const count = async () => (await t.app.database.db.select({ id: avatars.id }).from(avatars).where(eq(avatars.accountId, callers.member.account.id))).length;
    const before = await count();
    const res = await call(t.app, endpoints.deliverOrder, {
      params: { id: order.id },
      token: callers.admin.token,
      body: { name: 'Rita Rock', age: 35, gender: 'female', occupation: 'mountain guide', sections: { 'at-a-glance': 'Rita reads **every review**.' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as LibraryAvatar).id).toBe(avatar.id);
    expect(await count()).toBe(before);
    const [after] = await t.app.database.db.select().from(avatars).where(eq(avatars.id, avatar.id));
    expect(after).toMatchObject({ name: 'Rita Rock', age: 35, occupation: 'mountain guide', img: '11111111-1111-1111-1111-111111111111', favorite: avatar.favorite });
    expect(after!.docId).not.toBe(avatar.docId);
    const orders = (await callOk(t.app, endpoints.listOrders, { params: { accountId: callers.member.account.id }, token: callers.member.token })) as Order[];
    expect(orders.find((o) => o.id === order.id)).toMatchObject({ docId: avatar.id, status: 'complete' });
  });

  it('adds a new avatar when the refreshed one was deleted before delivery', async () => {
    const avatar = await delivered();
    const source = await pasted();
    const order = (await placeOrder(t.app, callers.member, refreshBody(callers.member, avatar, { sources: [source.id] }))).json() as Order;
    await t.app.database.db.delete(avatars).where(eq(avatars.id, avatar.id));
    const res = await call(t.app, endpoints.deliverOrder, {
      params: { id: order.id },
      token: callers.admin.token,
      body: { name: 'Rita Rock', age: 35, gender: 'female', occupation: 'mountain guide', sections: { 'at-a-glance': 'Rita reads reviews.' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as LibraryAvatar).id).not.toBe(avatar.id);
  });
});
