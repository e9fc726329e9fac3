import type { Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCallers, type Member } from '../../test/auth-helpers';
import { createCaptureMailer } from '../../test/capture-mailer';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { multipartFile } from '../../test/multipart';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const mailer = createCaptureMailer();
let t: TestApp;
let callers: { admin: Member; member: Member; other: Member };
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

beforeAll(async () => {
  t = await createTestApp({ mailer });
  callers = await createCallers(t.app);
  await giveCredits(t.app, callers.admin, callers.member, 100);
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'other' | 'member' | 'admin';
const headers = (caller: Caller) => (caller === 'anonymous' ? {} : bearer(callers[caller].token));
const newOrder = async () => (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member)))).json() as Order;

describe('access to the delivery routes', () => {
  for (const [caller, ok] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 0]] as const) {
    it(`as ${caller}`, async () => {
      const order = await newOrder();
      const portrait = multipartFile('file', 'p.jpg', jpeg);
      // One after the other: delivering first would leave no open order for the status change.
      const calls = [
        () => t.app.inject({ method: 'GET', url: '/api/admin/orders/open', headers: headers(caller) }),
        () => t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, headers: headers(caller), payload: { status: 'in progress' } }),
        () => t.app.inject({ method: 'POST', url: '/api/admin/portraits', headers: { ...headers(caller), ...portrait.headers }, payload: portrait.payload }),
        () => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/deliver`, headers: headers(caller), payload: { name: 'A', age: 30, gender: 'f', occupation: 'x', externalUrl: 'https://docs.example.com/a' } }),
      ];
      const statuses: number[] = [];
      for (const call of calls) statuses.push((await call()).statusCode);
      expect(statuses).toEqual(ok ? [ok, ok, ok, ok] : [200, 200, 201, 201]);
    });
  }
});

describe('delivering', () => {
  it('lists open orders with their brief and moves one to in progress', async () => {
    const order = await newOrder();
    const open = (await t.app.inject({ method: 'GET', url: '/api/admin/orders/open', headers: headers('admin') })).json();
    expect(open.find((o: { id: string }) => o.id === order.id)).toMatchObject({ product: 'A running shoe for trail runners', context: 'Launching in spring', orderedBy: callers.member.email, accountName: 'Member Co' });
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, headers: headers('admin'), payload: { status: 'in progress' } });
    expect(moved.json().status).toBe('in progress');
  });

  it('creates the avatar, completes the order with its docId and mails the person who ordered', async () => {
    const { order, res, avatar } = await orderAndDeliver(t.app, callers.admin, callers.member);
    expect(res.statusCode, res.body).toBe(201);
    expect(avatar.data).toMatchObject({ name: 'Rita Runner', age: 34, companyName: order.company, campaignName: 'Launch', favorite: false });
    expect(avatar.data.img).toBe(`/api/portraits/long-${avatar.id}.svg`);
    const orders = (await t.app.inject({ method: 'GET', url: `/api/orders/account/${callers.member.account.id}`, headers: headers('member') })).json() as Order[];
    expect(orders.find((o) => o.id === order.id)).toMatchObject({ status: 'complete', docId: avatar.id, delivered: expect.any(Number) });
    expect(mailer.lastTo(callers.member.email)!.link).toBe(`http://portal.test/avatarDetail/${avatar.id}`);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/deliver`, headers: headers('admin'), payload: { name: 'B', age: 30, gender: 'f', occupation: 'x', externalUrl: 'https://x.example.com' } });
    expect(again.statusCode).toBe(409);
  });

  it('stores an uploaded JPEG portrait at avatars/{img}.jpg and refuses other images', async () => {
    const upload = (content: Buffer) => {
      const { payload, headers: h } = multipartFile('file', 'p.jpg', content);
      return t.app.inject({ method: 'POST', url: '/api/admin/portraits', headers: { ...headers('admin'), ...h }, payload });
    };
    expect((await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).statusCode).toBe(422);
    const { img } = (await upload(jpeg)).json();
    const { avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { img });
    expect(avatar.data.img).toMatch(new RegExp(`^/api/files/avatars/${img}.jpg\\?expires=`));
    const image = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await orderAndDeliver(t.app, callers.admin, callers.member, { img: crypto.randomUUID() })).res.statusCode).toBe(400);
  });

  it('needs a document or an external address, and uses the address when given', async () => {
    expect((await orderAndDeliver(t.app, callers.admin, callers.member, { sections: {} })).res.statusCode).toBe(400);
    const { avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: {}, externalUrl: 'https://docs.example.com/rita' });
    expect(avatar.docUrl).toBe('https://docs.example.com/rita');
  });
});
