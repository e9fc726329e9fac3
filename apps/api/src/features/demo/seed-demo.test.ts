import { endpoints, signedInSession } from '@persona/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blueprints } from '../blueprints';
import { demoAvatars } from './demo-avatars';
import { DEMO_LOGIN, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('creates a demo admin with a full library, once', async () => {
    expect(await seedDemo(t.app)).toBe('created');
    expect(await seedDemo(t.app)).toBe('exists');
    const { token } = signedInSession(await callOk(t.app, endpoints.signInWithEmail, { body: DEMO_LOGIN }));
    const me = await callOk(t.app, endpoints.getMe, { token });
    expect(me.user!.isAdmin).toBe(true);
    const library = await callOk(t.app, endpoints.listAvatars, { params: { accountId: me.account!.id }, token });
    expect(library).toHaveLength(12);
    const page = await t.app.inject({ method: 'GET', url: library[0]!.docUrl });
    expect(page.body).toContain('Known gaps (what we do not know)');
    // The stored avatars are demoAvatars() (what the fidelity suite and its Liam Walsh fixture read).
    const stored = await t.app.database.db.select().from(blueprints).where(inArray(blueprints.id, library.map((a) => a.docId!)));
    const documents = new Map(stored.map((b) => [b.id, b.document]));
    const seeded = library.map(({ data: a, docId }) => ({ avatar: { name: a.name, age: a.age, gender: a.gender, occupation: a.occupation, company: a.companyName, campaign: a.campaignName }, document: documents.get(docId!) }));
    const byName = (x: { avatar: { name: string } }, y: { avatar: { name: string } }) => x.avatar.name.localeCompare(y.avatar.name);
    expect(seeded.sort(byName)).toEqual(demoAvatars().sort(byName));
    const open = (await callOk(t.app, endpoints.listOrders, { params: { accountId: me.account!.id }, token })).filter((o) => !o.docId);
    expect(open).toHaveLength(2);
    // Balance and ledger agree with the orders: the opening grant, then one charge per order, each naming it.
    const ledger = await callOk(t.app, endpoints.listCreditTransactions, { params: { id: me.account!.id }, token });
    const orders = await callOk(t.app, endpoints.listOrders, { params: { accountId: me.account!.id }, token });
    expect(ledger.filter((row) => row.reason === 'order').map((row) => row.reference).sort()).toEqual(orders.map((o) => o.id).sort());
    expect(ledger.at(-1)).toMatchObject({ reason: 'opening', balanceAfter: me.account!.credits + orders.length });
    expect(ledger[0]!.balanceAfter).toBe(me.account!.credits);
    expect(ledger.reduce((sum, row) => sum + row.change, 0)).toBe(me.account!.credits);
  });
});
