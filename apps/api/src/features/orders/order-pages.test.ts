import { endpoints, type Order, type OrderPage } from '@persona/shared';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../lib/db/database';
import type { Member as CallerMember } from '../../lib/http/caller';
import { appWithCallers, tokenOf } from '../../test/app-with-callers';
import { registerMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { accountActivity } from '../activity';
import { placeBlueprintOrder } from './orders.service';
import { orders } from './orders.tables';
import { uploads } from './uploads.tables';

const ctx = appWithCallers();

async function activeMember(credits: number) {
  const member = await registerMember(ctx.t.app);
  await callOk(ctx.t.app, endpoints.setAccountStatus, { params: { id: member.account.id }, body: { isActive: true }, token: ctx.callers.admin.token });
  await callOk(ctx.t.app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits }, token: ctx.callers.admin.token });
  return member;
}

const page = (member: Member, query: { cursor?: string; limit?: number } = {}) =>
  callOk(ctx.t.app, endpoints.listOrderPage, { params: { accountId: member.account.id }, query, token: member.token }) as Promise<OrderPage>;

describe('GET /api/orders/account/{id}/page', () => {
  it('walks every order exactly once, newest first, including orders placed within one millisecond', async () => {
    const member = await activeMember(30);
    const seeded = await seedCampaign(ctx.t.app, member);
    for (let i = 0; i < 7; i++) expect((await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).statusCode).toBe(201);
    // Orders sharing one timestamp (and one with microseconds) must neither repeat nor vanish across pages.
    const [first] = await ctx.t.app.database.db.select({ orderedAt: orders.orderedAt }).from(orders).where(eq(orders.accountId, member.account.id));
    for (let i = 0; i < 4; i++) expect((await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).statusCode).toBe(201);
    const all = await callOk(ctx.t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    await ctx.t.app.database.db.update(orders).set({ orderedAt: first!.orderedAt }).where(eq(orders.id, all[0]!.id));
    await ctx.t.app.database.db.update(orders).set({ orderedAt: first!.orderedAt }).where(eq(orders.id, all[1]!.id));

    const full = await callOk(ctx.t.app, endpoints.listOrders, { params: { accountId: member.account.id }, token: member.token });
    expect(full).toHaveLength(11);
    const walked: Order[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await page(member, { limit: 3, cursor });
      expect(answer.items.length).toBeLessThanOrEqual(3);
      walked.push(...answer.items);
      cursor = answer.nextCursor ?? undefined;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(4);
    expect(walked.map((o) => o.id)).toEqual(full.map((o) => o.id));
    expect(new Set(walked.map((o) => o.id)).size).toBe(11);
    for (let i = 1; i < walked.length; i++) expect(walked[i - 1]!.ordered).toBeGreaterThanOrEqual(walked[i]!.ordered);
  });

  it('answers the default page size with no cursor after the last page, and refuses a forged cursor', async () => {
    const member = await activeMember(2);
    const seeded = await seedCampaign(ctx.t.app, member);
    await placeOrder(ctx.t.app, member, orderPayload(member, seeded));
    expect(await page(member)).toMatchObject({ items: [expect.objectContaining({ company: seeded.company.displayName })], nextCursor: null });
    const forged = await call(ctx.t.app, endpoints.listOrderPage, { params: { accountId: member.account.id }, query: { cursor: 'bm90LWEtY3Vyc29y' }, token: member.token });
    expect(forged.statusCode).toBe(400);
    const tooMany = await call(ctx.t.app, endpoints.listOrderPage, { params: { accountId: member.account.id }, query: { limit: 201 }, token: member.token });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /api/orders/account/{id}/processing', () => {
  it('counts the orders without a document', async () => {
    const member = await activeMember(5);
    const count = () => callOk(ctx.t.app, endpoints.countProcessingOrders, { params: { accountId: member.account.id }, token: member.token });
    expect(await count()).toEqual({ count: 0 });
    const seeded = await seedCampaign(ctx.t.app, member);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await placeOrder(ctx.t.app, member, orderPayload(member, seeded))).json() as Order);
    expect(await count()).toEqual({ count: 3 });
    await ctx.t.app.database.db.update(orders).set({ docId: crypto.randomUUID(), status: 'complete' }).where(eq(orders.id, placed[0]!.id));
    expect(await count()).toEqual({ count: 2 });
  });
});

describe('access to the order page and the processing count', () => {
  for (const endpoint of [endpoints.listOrderPage, endpoints.countProcessingOrders]) {
    for (const [caller, status] of [['anonymous', 401], ['other', 403], ['member', 200], ['admin', 200]] as const) {
      it(`GET ${endpoint.path} of the member's account as ${caller} → ${status}`, async () => {
        const res = await call(ctx.t.app, endpoint, { params: { accountId: ctx.callers.member.account.id }, token: tokenOf(ctx.callers, caller) });
        expect(res.statusCode, res.body).toBe(status);
      });
    }
  }
});

/** A Drizzle instance on the test database's own client that counts the statements it sends. */
function countingDb(): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const handle = ctx.t.app.database;
  const client = (handle.db as unknown as { $client: never }).$client;
  const db = (handle.kind === 'postgres' ? drizzlePg(client, { logger }) : drizzlePglite(client, { logger })) as unknown as Database;
  return { db, statements };
}

describe('placing an order, statement by statement', () => {
  const asCaller = (member: Member) =>
    ({ user: { id: member.user.id, accountId: member.account.id, name: 'Test', lastname: 'User', isAdmin: false }, account: { id: member.account.id } }) as unknown as CallerMember;
  const verbs = (statements: string[]) => statements.map((s) => s.trim().split(/\s+/)[0]!.toLowerCase());
  // begin/commit/rollback around the write are left out (PGlite runs its transactions without logging them).
  const written = (statements: string[]) => verbs(statements).filter((s) => !['begin', 'commit', 'rollback'].includes(s));
  const ordersLogged = (member: Member) =>
    ctx.t.app.database.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.accountId, member.account.id), eq(accountActivity.action, 'order.placed')));

  it('runs the check, then charge, insert and its activity entry as one statement (no transaction around it), and one statement for a retry of a placed order', async () => {
    const member = await activeMember(3);
    const seeded = await seedCampaign(ctx.t.app, member);
    const payload = orderPayload(member, seeded) as never;
    const { db, statements } = countingDb();
    const order = await placeBlueprintOrder(db, asCaller(member), payload);
    // No begin nor commit: PostgreSQL logs them (so this tells there), PGlite does not.
    expect(verbs(statements)).toEqual(['select', 'with']);
    expect(await ordersLogged(member)).toEqual([
      expect.objectContaining({
        action: 'order.placed',
        actorId: member.user.id,
        actorName: 'Test User',
        actorRole: 'member',
        subject: `${order.company} / ${order.campaign}`,
        details: { orderId: order.id, credits: order.price, refresh: false },
      }),
    ]);
    statements.length = 0;
    expect(await placeBlueprintOrder(db, asCaller(member), payload)).toEqual(order);
    expect(statements).toHaveLength(1);
    const log = await callOk(ctx.t.app, endpoints.listCreditTransactions, { params: { id: member.account.id }, token: member.token });
    expect(log.filter((entry) => entry.reason === 'order')).toEqual([expect.objectContaining({ change: -1, balanceAfter: 2, reference: order.id, actorId: member.user.id })]);
  });

  it('refuses without charging nor logging when credits run out, in the same two statements', async () => {
    const member = await activeMember(0);
    const seeded = await seedCampaign(ctx.t.app, member);
    const { db, statements } = countingDb();
    await expect(placeBlueprintOrder(db, asCaller(member), orderPayload(member, seeded) as never)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(verbs(statements)).toEqual(['select', 'with']);
    expect(await ordersLogged(member)).toEqual([]);
  });

  it('claims an attachment in the same write, inside a transaction, and leaves it unclaimed when the charge is refused', async () => {
    const member = await activeMember(0);
    const seeded = await seedCampaign(ctx.t.app, member);
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF';
    const { attachment } = (await call(ctx.t.app, endpoints.uploadAttachment, { upload: { fileName: 'brief.pdf', content: pdf }, token: member.token })).json();
    const attachedAt = async () => (await ctx.t.app.database.db.select({ at: uploads.attachedAt }).from(uploads).where(eq(uploads.key, attachment)))[0]!.at;
    const { db, statements } = countingDb();
    await expect(placeBlueprintOrder(db, asCaller(member), orderPayload(member, seeded, { attachment }) as never)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await attachedAt()).toBeNull();
    await callOk(ctx.t.app, endpoints.setCredits, { params: { id: member.account.id }, body: { credits: 1 }, token: ctx.callers.admin.token });
    statements.length = 0;
    await placeBlueprintOrder(db, asCaller(member), orderPayload(member, seeded, { attachment }) as never);
    expect(written(statements)).toEqual(['select', 'with']);
    expect(await attachedAt()).toBeInstanceOf(Date);
  });
});
