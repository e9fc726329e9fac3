import { AVATAR_NAME_MAX_LENGTH, endpointPath, endpoints, GENDER_MAX_LENGTH, nameTooLong, OCCUPATION_MAX_LENGTH, SECTION_MAX_LENGTH, type Order } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageError } from '../../lib/storage';
import { createCallers } from '../../test/auth-helpers';
import { tokenOf, type Callers } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { createCaptureMailer } from '../../test/capture-mailer';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { testImage } from '../../test/images';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { expectSignedLink } from '../../test/signed-links';
import { createTestApp, type TestApp } from '../../test/test-app';

const mailer = createCaptureMailer();
let t: TestApp;
let callers: Callers;
const jpeg = await testImage(40, 30);

beforeAll(async () => {
  t = await createTestApp({ mailer });
  callers = await createCallers(t.app);
  await giveCredits(t.app, callers.admin, callers.member, 100);
});
afterAll(() => t.close());

const newOrder = async () => (await placeOrder(t.app, callers.member, orderPayload(callers.member, await seedCampaign(t.app, callers.member)))).json() as Order;

describe('access to the delivery routes', () => {
  for (const [caller, ok] of [['anonymous', 401], ['other', 403], ['member', 403], ['admin', 0]] as const) {
    it(`as ${caller}`, async () => {
      const order = await newOrder();
      const token = tokenOf(callers, caller);
      // One after the other: delivering first would leave no open order for the status change.
      const requests = [
        () => call(t.app, endpoints.listOpenOrders, { token }),
        () => call(t.app, endpoints.setOrderStatus, { params: { id: order.id }, body: { status: 'in progress' }, token }),
        () => call(t.app, endpoints.uploadPortrait, { upload: { fileName: 'p.jpg', content: jpeg }, token }),
        () =>
          call(t.app, endpoints.deliverOrder, {
            params: { id: order.id },
            body: { name: 'A', age: 30, gender: 'f', occupation: 'x', externalUrl: 'https://docs.example.com/a' },
            token,
          }),
      ];
      const statuses: number[] = [];
      const codes: string[] = [];
      for (const request of requests) {
        const res = await request();
        statuses.push(res.statusCode);
        if (res.statusCode >= 400) codes.push(res.json().error.code);
      }
      expect(statuses).toEqual(ok ? [ok, ok, ok, ok] : [200, 200, 201, 201]);
      const refusal = ok === 401 ? 'UNAUTHENTICATED' : 'ADMINS_ONLY';
      expect(codes).toEqual(ok ? [refusal, refusal, refusal, refusal] : []);
    });
  }
});

describe('delivering', () => {
  it('lists open orders with their brief and moves one to in progress', async () => {
    const order = await newOrder();
    const open = await callOk(t.app, endpoints.listOpenOrders, { token: callers.admin.token });
    expect(open.find((o) => o.id === order.id)).toMatchObject({ product: 'A running shoe for trail runners', context: 'Launching in spring', orderedBy: callers.member.email, accountName: 'Member Co' });
    const moved = await call(t.app, endpoints.setOrderStatus, { params: { id: order.id }, body: { status: 'in progress' }, token: callers.admin.token });
    expect(moved.json().status).toBe('in progress');
  });

  it('creates the avatar, completes the order with its docId and mails the person who ordered', async () => {
    const { order, res, avatar } = await orderAndDeliver(t.app, callers.admin, callers.member);
    expect(res.statusCode, res.body).toBe(201);
    expect(avatar.data).toMatchObject({ name: 'Rita Runner', age: 34, companyName: order.company, campaignName: 'Launch', favorite: false });
    expect(avatar.data.img).toBe(endpointPath(endpoints.portrait, { seed: `long-${avatar.id}.svg` }));
    const orders = (await call(t.app, endpoints.listOrders, { params: { accountId: callers.member.account.id }, token: callers.member.token })).json() as Order[];
    expect(orders.find((o) => o.id === order.id)).toMatchObject({ status: 'complete', docId: avatar.id, delivered: expect.any(Number) });
    await t.app.jobs.drain();
    expect(mailer.linksTo(callers.member.email)).toContain(`http://portal.test/avatarDetail/${avatar.id}`);
    const again = await call(t.app, endpoints.deliverOrder, {
      params: { id: order.id },
      body: { name: 'B', age: 30, gender: 'f', occupation: 'x', externalUrl: 'https://x.example.com' },
      token: callers.admin.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_DELIVERED');
  });

  it('stores an uploaded JPEG portrait at avatars/{img}.jpg and refuses other images', async () => {
    const upload = (content: Buffer) => call(t.app, endpoints.uploadPortrait, { upload: { fileName: 'p.jpg', content }, token: callers.admin.token });
    expect((await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).statusCode).toBe(422);
    const { img } = (await upload(jpeg)).json();
    const { avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { img });
    expectSignedLink(avatar.data.img, endpoints.avatarPortrait, { id: avatar.id });
    const image = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await orderAndDeliver(t.app, callers.admin, callers.member, { img: crypto.randomUUID() })).res.statusCode).toBe(400);
    // A store that fails is not a missing portrait: 503, worth trying again, and nothing delivered.
    const get = vi.spyOn(t.app.storage, 'get').mockRejectedValueOnce(new StorageError('retry-limit-exceeded', 'test'));
    try {
      const { res } = await orderAndDeliver(t.app, callers.admin, callers.member, { img });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('UNAVAILABLE');
    } finally {
      get.mockRestore();
    }
  });

  it('needs a document or an external address, and uses the address when given', async () => {
    expect((await orderAndDeliver(t.app, callers.admin, callers.member, { sections: {} })).res.statusCode).toBe(400);
    const { avatar } = await orderAndDeliver(t.app, callers.admin, callers.member, { sections: {}, externalUrl: 'https://docs.example.com/rita' });
    expect(avatar.docUrl).toBe('https://docs.example.com/rita');
  });

  it('names the persona field or section that is over its limit', async () => {
    await giveCredits(t.app, callers.admin, callers.member, 4);
    const refused = async (body: Record<string, unknown>) => (await orderAndDeliver(t.app, callers.admin, callers.member, body)).res.json().error.message;
    expect(await refused({ name: 'x'.repeat(AVATAR_NAME_MAX_LENGTH + 1) })).toBe(nameTooLong(AVATAR_NAME_MAX_LENGTH));
    expect(await refused({ gender: 'x'.repeat(GENDER_MAX_LENGTH + 1) })).toBe(`The gender can have at most ${GENDER_MAX_LENGTH} characters.`);
    expect(await refused({ occupation: 'x'.repeat(OCCUPATION_MAX_LENGTH + 1) })).toBe(`The occupation can have at most ${OCCUPATION_MAX_LENGTH} characters.`);
    expect(await refused({ sections: { goals: 'x'.repeat(SECTION_MAX_LENGTH + 1) } })).toBe(`A section can have at most ${SECTION_MAX_LENGTH} characters.`);
  });
});
