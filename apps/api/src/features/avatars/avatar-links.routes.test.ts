import { endpoints, type LibraryAvatar } from '@persona/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../lib/app-secret';
import { createScopeSigner, signPath } from '../../lib/url-signing';
import { createCallers, type Member } from '../../test/auth-helpers';
import { call } from '../../test/call';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3';
import { testImage } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountScope, documentPath, LINK_TTL_SECONDS, portraitKey } from './avatar-links';
import { avatars } from './avatars.tables';
import { portraitCopyKey } from './portrait-copies';

/** A small real JPEG: the uploaded portrait unless a test gives another. */
const jpeg = await testImage(40, 30);
/** Starts like a JPEG but holds no picture: a portrait stored before uploads were decoded. */
const unreadableJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);
/** A real 1000 × 800 photo. */
const photo = () => testImage(1000, 800);
const sized = (url: string, width: number) => `${url}&w=${width}`;
const pathOf = (url: string) => url.split('?')[0]!;
const queryOf = (url: string) => url.split('?')[1]!;

/** A delivered avatar of the member's account, with an uploaded portrait (`content`) unless `drawn`. */
async function deliver(t: TestApp, admin: Member, member: Member, { drawn = false, content = jpeg } = {}): Promise<LibraryAvatar> {
  const img = drawn ? undefined : (await call(t.app, endpoints.uploadPortrait, { upload: { fileName: 'p.jpg', content }, token: admin.token })).json().img;
  const { res, avatar } = await orderAndDeliver(t.app, admin, member, img ? { img } : {});
  expect(res.statusCode, res.body).toBe(201);
  return avatar;
}

describe('addresses signed for the account (local storage)', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let mine: LibraryAvatar;
  let theirs: LibraryAvatar;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.app);
    await giveCredits(t.app, callers.admin, callers.member, 10);
    await giveCredits(t.app, callers.admin, callers.other, 10);
    mine = await deliver(t, callers.admin, callers.member);
    await deliver(t, callers.admin, callers.member);
    theirs = await deliver(t, callers.admin, callers.other);
  });
  afterAll(() => t.close());

  it('give every portrait and document of a list the same query, one per account', async () => {
    const list = (await call(t.app, endpoints.listAvatars, { params: { accountId: callers.member.account.id }, token: callers.member.token })).json() as LibraryAvatar[];
    const queries = new Set(list.flatMap((avatar) => [queryOf(avatar.data.img), queryOf(avatar.docUrl)]));
    expect(list).toHaveLength(2);
    expect(queries.size).toBe(1);
    expect(queries.has(queryOf(theirs.data.img))).toBe(false);
  });

  it('serve the uploaded portrait, cacheable until the address expires', async () => {
    const image = await t.app.inject({ method: 'GET', url: mine.data.img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    const maxAge = Number(/private, max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(LINK_TTL_SECONDS - 5);
  });

  it('open any page of the same account with one query, and none of another account', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${pathOf(mine.docUrl)}?${queryOf(mine.data.img)}` })).statusCode).toBe(200);
    for (const url of [`${pathOf(mine.data.img)}?${queryOf(theirs.data.img)}`, `${pathOf(mine.docUrl)}?${queryOf(theirs.docUrl)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('LINK_INVALID');
    }
  });

  it('refuse forged, expired and missing signatures, and unknown avatars alike', async () => {
    const secret = resolveAuthSecret(t.app.config);
    const expired = createScopeSigner(secret, LINK_TTL_SECONDS)(accountScope(callers.member.account.id), Date.now() - 3 * LINK_TTL_SECONDS * 1000);
    const cases: Array<[string, number, string]> = [
      [`${pathOf(mine.data.img)}?expires=9999999999&signature=forged`, 403, 'LINK_INVALID'],
      [`${pathOf(mine.data.img)}?${expired}`, 403, 'LINK_INVALID'],
      [`${pathOf(mine.docUrl)}?${expired}`, 403, 'LINK_INVALID'],
      [pathOf(mine.data.img), 400, 'BAD_REQUEST'],
      [`${pathOf(mine.data.img).replace(mine.id, crypto.randomUUID())}?${queryOf(mine.data.img)}`, 403, 'LINK_INVALID'],
      [`${pathOf(mine.docUrl).replace(mine.docId!, crypto.randomUUID())}?${queryOf(mine.docUrl)}`, 403, 'LINK_INVALID'],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error.code, url).toBe(code);
    }
  });

  it('still open a document page by an address signed for that page alone, as handed out before', async () => {
    const legacy = signPath(resolveAuthSecret(t.app.config), documentPath(mine.docId!), LINK_TTL_SECONDS);
    expect((await t.app.inject({ method: 'GET', url: legacy })).statusCode).toBe(200);
  });

  it('answer 404, not an error, for an avatar with a drawn portrait or a portrait file gone', async () => {
    const drawn = await deliver(t, callers.admin, callers.member, { drawn: true });
    const drawnAt = `${pathOf(mine.data.img).replace(mine.id, drawn.id)}?${queryOf(mine.data.img)}`;
    expect((await t.app.inject({ method: 'GET', url: drawnAt })).statusCode).toBe(404);
    const [row] = await t.app.database.db.select({ img: avatars.img }).from(avatars).where(eq(avatars.id, mine.id));
    await t.app.storage.delete(portraitKey(row!.img));
    const gone = await t.app.inject({ method: 'GET', url: mine.data.img });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NOT_FOUND');
    expect(gone.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });
});

describe('smaller WebP copies of uploaded portraits (?w=)', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let avatar: LibraryAvatar;
  let img: string;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.app);
    await giveCredits(t.app, callers.admin, callers.member, 10);
    avatar = await deliver(t, callers.admin, callers.member, { content: await photo() });
    img = (await t.app.database.db.select({ img: avatars.img }).from(avatars).where(eq(avatars.id, avatar.id)))[0]!.img;
  });
  afterAll(() => t.close());

  it('are made at upload, beside the original', async () => {
    for (const width of [256, 512] as const) {
      const meta = await sharp((await t.app.storage.get(portraitCopyKey(img, width))).data).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
  });

  it('answer each width with a WebP no larger, made again on the first ask when missing (two at once share it)', async () => {
    for (const width of [256, 512] as const) {
      await t.app.storage.delete(portraitCopyKey(img, width));
      const [first, again] = await Promise.all([t.app.inject({ method: 'GET', url: sized(avatar.data.img, width) }), t.app.inject({ method: 'GET', url: sized(avatar.data.img, width) })]);
      for (const res of [first, again]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      }
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 4) / 5)]);
      const stored = await t.app.storage.get(portraitCopyKey(img, width));
      expect(stored.data.equals(first.rawPayload)).toBe(true);
    }
    const original = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('refuse a width not offered, and check the signature first', async () => {
    const odd = await t.app.inject({ method: 'GET', url: sized(avatar.data.img, 300) });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain('256, 512');
    const forged = await t.app.inject({ method: 'GET', url: `${pathOf(avatar.data.img)}?expires=9999999999&signature=forged&w=256` });
    expect(forged.statusCode).toBe(403);
  });

  it('send the original of a portrait it cannot read, and 404 once the original is gone', async () => {
    // Uploads are decoded now, so such a portrait can only be one stored before: put it in the store directly.
    const img = crypto.randomUUID();
    await t.app.storage.put(portraitKey(img), unreadableJpeg, 'image/jpeg');
    const { res: delivered, avatar: unreadable } = await orderAndDeliver(t.app, callers.admin, callers.member, { img });
    expect(delivered.statusCode, delivered.body).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: sized(unreadable.data.img, 256) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(unreadableJpeg)).toBe(true);
    const [row] = await t.app.database.db.select({ img: avatars.img }).from(avatars).where(eq(avatars.id, unreadable.id));
    await t.app.storage.delete(portraitKey(row!.img));
    const gone = await t.app.inject({ method: 'GET', url: sized(unreadable.data.img, 256) });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });
});

describe('uploaded portraits on S3', () => {
  let s3: FakeS3;
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret' },
    });
    callers = await createCallers(t.app);
    await giveCredits(t.app, callers.admin, callers.member, 5);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('send the browser on to the store with a presigned address, after the same check', async () => {
    const avatar = await deliver(t, callers.admin, callers.member);
    const res = await t.app.inject({ method: 'GET', url: avatar.data.img });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(s3.endpoint)).toBe(true);
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${pathOf(avatar.data.img)}?expires=9999999999&signature=forged` })).statusCode).toBe(403);
  });

  it('make the smaller copy in the store, then send the browser on to it', async () => {
    const avatar = await deliver(t, callers.admin, callers.member, { content: await photo() });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: sized(avatar.data.img, 256) });
      expect(res.statusCode).toBe(302);
      const image = await fetch(String(res.headers.location));
      expect(image.status).toBe(200);
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 256]);
    }
  });
});
