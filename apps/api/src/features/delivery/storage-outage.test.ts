import { endpoints, PORTRAIT_WIDTHS, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../lib/error-handler';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { giveCredits } from '../../test/delivery-helpers';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { avatars } from '../avatars';
import { orders, uploads } from '../orders';

/**
 * The S3-compatible store down (its stand-in refuses connections): every call that needs it answers 503 with
 * the storage message once its retry budget is spent, leaves no record behind for a file it did not store, and
 * the same calls succeed as soon as the store is back, in the same process.
 */
const RETRY_MS = 1000;

let s3: FakeS3;
let t: TestApp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      STORAGE_OPERATION_RETRY_MS: String(RETRY_MS),
      STORAGE_UPLOAD_RETRY_MS: String(RETRY_MS),
    },
  });
  ({ admin, member } = await createCallers(t.app));
  await giveCredits(t.app, admin, member, 5);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const brief = 'Trail runners in the Alps, 30 to 50.';
const photo = () => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 80 } } }).jpeg().toBuffer();
const uploadBrief = () => call(t.app, endpoints.uploadAttachment, { upload: { fileName: 'brief.txt', content: brief }, token: member.token });
const uploadPortrait = async () => call(t.app, endpoints.uploadPortrait, { upload: { fileName: 'p.jpg', content: await photo() }, token: admin.token });
const newOrder = async () => (await placeOrder(t.app, member, orderPayload(member, await seedCampaign(t.app, member)))).json() as Order;
const deliver = (order: Order, img: string) =>
  call(t.app, endpoints.deliverOrder, {
    params: { id: order.id },
    body: { name: 'Rita Runner', age: 34, gender: 'female', occupation: 'guide', img, sections: { 'at-a-glance': 'Rita runs.' } },
    token: admin.token,
  });
const uploadsOf = () => t.app.database.db.select().from(uploads).where(eq(uploads.accountId, member.account.id));

/** Runs `during` with the store down (always brought back), then `after` with it up. */
async function outage(during: () => Promise<void>) {
  await s3.down();
  try {
    await during();
  } finally {
    if (!s3.listening) await s3.up();
  }
}

const expectStoreUnavailable = (res: Awaited<ReturnType<typeof t.app.inject>>) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE } });
};

describe('the S3 store down', () => {
  it('refuses an order attachment with 503 and keeps no record of it; the same upload is stored once the store is back', async () => {
    const before = await uploadsOf();
    await outage(async () => {
      const started = Date.now();
      expectStoreUnavailable(await uploadBrief());
      // The retry budget is spent, not an unbounded wait.
      expect(Date.now() - started).toBeLessThan(RETRY_MS + 10_000);
      expect(await uploadsOf()).toEqual(before);
    });

    const res = await uploadBrief();
    expect(res.statusCode, res.body).toBe(201);
    const { attachment } = res.json() as { attachment: string };
    expect((await uploadsOf()).map((u) => u.key)).toEqual([...before.map((u) => u.key), attachment]);
    const signed = await call(t.app, endpoints.signFileUrl, { query: { key: attachment }, token: member.token });
    const download = await fetch(signed.json().url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(brief);
  });

  it('refuses a portrait with 503; the same portrait is stored once the store is back', async () => {
    await outage(async () => expectStoreUnavailable(await uploadPortrait()));
    const res = await uploadPortrait();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().img).toEqual(expect.any(String));
  });

  it('refuses a delivery whose portrait cannot be checked with 503, leaving the order open and no avatar; it delivers once the store is back', async () => {
    const img = (await uploadPortrait()).json().img as string;
    const order = await newOrder();
    await outage(async () => {
      expectStoreUnavailable(await deliver(order, img));
      const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.docId).toBeNull();
      expect(await t.app.database.db.select().from(avatars).where(eq(avatars.orderId, order.id))).toEqual([]);
    });

    const delivered = await deliver(order, img);
    expect(delivered.statusCode, delivered.body).toBe(201);
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.docId).toBe(delivered.json().id);
  });

  it('answers a portrait read it cannot make with 503, not 404; the same address sends the browser on once the store is back', async () => {
    const delivered = await deliver(await newOrder(), (await uploadPortrait()).json().img as string);
    // The first ask for a smaller copy reads the store (this process has not seen the copy stored yet).
    const smaller = `${delivered.json().data.img as string}&w=${PORTRAIT_WIDTHS[0]}`;
    await outage(async () => expectStoreUnavailable(await t.app.inject({ method: 'GET', url: smaller })));
    const res = await t.app.inject({ method: 'GET', url: smaller });
    expect(res.statusCode, res.body).toBe(302);
    expect((await fetch(String(res.headers.location))).status).toBe(200);
  });
});
