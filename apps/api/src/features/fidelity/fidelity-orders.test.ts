import { endpoints, FIDELITY_MESSAGES, type DeliverBody, type LibraryAvatar, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { callersWithCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { endedReport, runOrderToEnd } from '../../test/fidelity-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { addSources } from '../../test/source-helpers';
import { FIXTURE_PASSAGES } from '../../test/support-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fidelityReports } from './fidelity.tables';

/** Fidelity reports of an order's draft in the delivery console, and the report given to the avatar at delivery. */
let t: TestApp;
let callers: Callers;

const DRAFT: DeliverBody = {
  name: 'Maria Lopez',
  age: 41,
  gender: 'female',
  occupation: 'finance lead',
  sections: {
    'at-a-glance': 'Maria leads the finance team of a mid-sized retailer and reports to the board every month.',
    pains: 'She spends hours copying numbers from spreadsheets into slides.',
    objections: 'She will not pay more than 49 euros a month without a trial.',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersWithCredits(t.app);
  // Two avatars of the ordering account with Blueprints of their own: the panel the draft sits on.
  await orderAndDeliver(t.app, callers.admin, callers.member, { name: 'Ben Builder', sections: { 'at-a-glance': 'Ben runs a building site.', pains: 'Cheap boots hurt his feet by noon.' } });
  await orderAndDeliver(t.app, callers.admin, callers.member, { name: 'Cara Coder', sections: { 'at-a-glance': 'Cara codes all day.', goals: 'She wants cushioned shoes for road running.' } });
});
afterAll(() => t.close());

const newOrder = async () => (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member)))).json() as Order;
const readOrder = (id: string) => callOk(t.app, endpoints.getOrderFidelity, { params: { id }, token: callers.admin.token });
const readAvatar = (id: string) => callOk(t.app, endpoints.getAvatarFidelity, { params: { id }, token: callers.member.token });
const deliver = (id: string, body: DeliverBody) => call(t.app, endpoints.deliverOrder, { params: { id }, body, token: callers.admin.token });

describe("an order draft's fidelity", () => {
  it('measures the draft as it would be delivered, stored with the order and counted to its account; GET returns it', async () => {
    const order = await newOrder();
    expect((await readOrder(order.id)).report).toBeNull();
    const events = await runOrderToEnd(t.app, callers.admin, order.id, DRAFT);
    expect(events[0]).toMatchObject({ type: 'started', report: { orderId: order.id, avatarId: null, status: 'running' } });
    const report = endedReport(events);
    expect(report).toMatchObject({ orderId: order.id, avatarId: null, status: 'done', driver: 'offline', model: null });
    expect(report.result!.figures).toHaveLength(7);
    expect(report.result!.figures.find((f) => f.key === 'panels')!.passed).not.toBeNull();
    expect(await readOrder(order.id)).toEqual({ report });
    const [row] = await t.database.handle.db.select().from(fidelityReports).where(eq(fidelityReports.id, report.id));
    expect(row).toMatchObject({ accountId: callers.member.account.id, requestedBy: callers.admin.user.id });
    expect(row!.blueprintHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the report to the avatar at delivery when the delivered persona is the one measured', async () => {
    const order = await newOrder();
    const report = endedReport(await runOrderToEnd(t.app, callers.admin, order.id, DRAFT));
    const res = await deliver(order.id, DRAFT);
    expect(res.statusCode, res.body).toBe(201);
    const avatar = res.json() as LibraryAvatar;
    expect(await readAvatar(avatar.id)).toEqual({ report: { ...report, avatarId: avatar.id } });
    // The order keeps it too; a delivered order is no longer measured.
    expect((await readOrder(order.id)).report?.id).toBe(report.id);
    const again = await call(t.app, endpoints.runOrderFidelity, { params: { id: order.id }, body: DRAFT, token: callers.admin.token });
    expect(again.statusCode).toBe(404);
  });

  it('does not give it when the delivered Blueprint differs from the draft measured', async () => {
    const order = await newOrder();
    endedReport(await runOrderToEnd(t.app, callers.admin, order.id, DRAFT));
    const changed = { ...DRAFT, sections: { ...DRAFT.sections, pains: 'She spends hours checking invoices by hand.' } };
    const avatar = (await deliver(order.id, changed)).json() as LibraryAvatar;
    expect((await readAvatar(avatar.id)).report).toBeNull();
  });

  it('does not give it when the persona delivered has other facts than the one measured', async () => {
    const order = await newOrder();
    endedReport(await runOrderToEnd(t.app, callers.admin, order.id, DRAFT));
    const avatar = (await deliver(order.id, { ...DRAFT, age: 52 })).json() as LibraryAvatar;
    expect((await readAvatar(avatar.id)).report).toBeNull();
  });

  it('measures a draft of claims with the quotes of the order\'s passages', async () => {
    const order = await newOrder();
    const [[reports, price]] = (await addSources(t.app.database.db, { id: order.id, accountId: callers.member.account.id }, [
      { name: 'interview-maria.txt', passages: [FIXTURE_PASSAGES.reports, FIXTURE_PASSAGES.price] },
    ])) as [[string, string]];
    const body: DeliverBody = {
      ...DRAFT,
      sections: {},
      claims: { pains: [{ text: 'I spend hours copying numbers from spreadsheets into slides.', citations: [reports!] }], objections: [{ text: 'Price matters most to me.', citations: [price!] }] },
    };
    const report = endedReport(await runOrderToEnd(t.app, callers.admin, order.id, body));
    expect(report.status).toBe('done');
    const avatar = (await deliver(order.id, body)).json() as LibraryAvatar;
    expect((await readAvatar(avatar.id)).report?.id).toBe(report.id);
  });

  it('answers 422 for a draft with no section text, 404 for an order that does not exist, and refuses customers', async () => {
    const order = await newOrder();
    const external = await call(t.app, endpoints.runOrderFidelity, { params: { id: order.id }, body: { ...DRAFT, sections: {}, externalUrl: 'https://docs.example.com/maria' }, token: callers.admin.token });
    expect(external.statusCode).toBe(422);
    expect(external.json().error).toEqual({ code: 'UNPROCESSABLE', message: FIDELITY_MESSAGES.nothingToMeasure });
    for (const res of [
      await call(t.app, endpoints.runOrderFidelity, { params: { id: 'no-such-order' }, body: DRAFT, token: callers.admin.token }),
      await call(t.app, endpoints.getOrderFidelity, { params: { id: 'no-such-order' }, token: callers.admin.token }),
    ]) expect(res.statusCode).toBe(404);
    const customer = await call(t.app, endpoints.runOrderFidelity, { params: { id: order.id }, body: DRAFT, token: callers.member.token });
    expect(customer.statusCode).toBe(403);
    expect(await t.database.handle.db.select().from(fidelityReports).where(eq(fidelityReports.orderId, order.id))).toEqual([]);
  });
});
